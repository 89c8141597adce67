import { formatRatio, type ContrastWarning } from './contrast-check';
import { styled } from '~/ui/styled';
import * as styles from './controls.css';

const Warning = styled('p', styles.warning);
const FixButton = styled('button', styles.fixButton);

/** The contrast warnings of one colour: which pair fails, its ratio against the minimum, and a one-click fix. */
export function ContrastWarnings({
  warnings,
  onFix,
  readOnly,
}: {
  warnings: readonly ContrastWarning[];
  onFix: (colour: string) => void;
  readOnly: boolean;
}) {
  if (warnings.length === 0) return null;
  return (
    <div role="status">
      {warnings.map((warning) => (
        <Warning key={warning.pair.id}>
          <span>
            <strong>Low contrast:</strong> {warning.pair.label} {formatRatio(warning.ratio)}, needs{' '}
            {formatRatio(warning.minimum)}
          </span>
          {readOnly ? null : (
            <FixButton type="button" onClick={() => onFix(warning.suggestion)}>
              <span aria-hidden="true" style={{ background: warning.suggestion }} />
              Use {warning.suggestion}
            </FixButton>
          )}
        </Warning>
      ))}
    </div>
  );
}
