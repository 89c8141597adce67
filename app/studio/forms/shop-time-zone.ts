import { useWatch } from 'react-hook-form';
import { useEditorForm } from '../editor/editor-form';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../../schemas/time-zone';

/**
 * The zone the editor's times are entered and shown in: the shop's as the form holds it now, so changing the zone
 * re-reads every time field at once. A zone being typed (not a known name yet) leaves UTC in its place.
 */
export function useShopTimeZone(): string {
  const { form } = useEditorForm();
  const zone = useWatch({ control: form.control, name: 'timeZone' }) as unknown;
  return typeof zone === 'string' && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The zone in a label, the way every date-time field shows it: "Ends (Europe/Berlin)". */
export function withZone(label: string, timeZone: string): string {
  return `${label} (${timeZone})`;
}
