import type { Theme } from '../../../schemas/theme';
import { ButtonTypePicker } from './button-type-picker';
import { ColourField } from './colour-field';
import { colourOf, type ContrastWarning, type ThemeColourField } from './contrast-check';
import { FontSlots } from './font-slots';
import { LengthField } from './length-field';
import { PrivacySettings, ShopSettings } from './shop-fields';
import { TypographyPicker } from './typography-picker';
import { styled } from '~/ui/styled';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/ui/tabs';
import * as styles from './controls.css';

const Section = styled('section', styles.section);

type ColourGroup = { id: string; title: string; fields: ReadonlyArray<[ThemeColourField, string]>; optional?: boolean };

/** Every colour of the theme (schemas/theme.ts), grouped as a publisher thinks of them. */
const colourGroups: readonly ColourGroup[] = [
  {
    id: 'brand',
    title: 'Brand',
    fields: [
      ['primaryColor', 'Primary colour'],
      ['brandPrimaryDarkColor', 'Primary dark (button edges)'],
      ['accentBorderColor', 'Accent border'],
      ['accentTextColor', 'Accent text'],
    ],
  },
  {
    id: 'surfaces',
    title: 'Surfaces',
    fields: [
      ['baseBackgroundColor', 'Page background'],
      ['backgroundAccentColor', 'Accent background'],
      ['paperColor', 'Card background'],
      ['headerBackgroundColor', 'Header background'],
      ['borderColor', 'Borders'],
    ],
  },
  {
    id: 'text',
    title: 'Text',
    fields: [
      ['primaryTextColor', 'Primary text'],
      ['secondaryTextColor', 'Secondary text'],
      ['tertiaryTextColor', 'Captions'],
    ],
  },
  {
    id: 'status',
    title: 'Status and effects (optional)',
    optional: true,
    fields: [
      ['primaryForegroundColor', 'Text on primary fills'],
      ['successColor', 'Success'],
      ['successForegroundColor', 'Text on success'],
      ['warningColor', 'Warning'],
      ['warningForegroundColor', 'Text on warning'],
      ['infoColor', 'Info'],
      ['infoForegroundColor', 'Text on info'],
      ['dangerColor', 'Danger'],
      ['dangerForegroundColor', 'Text on danger (sale ribbons)'],
      ['shadowColor', 'Shadows'],
      ['highlightColor', 'Highlights'],
    ],
  },
];

function kitDefault(field: ThemeColourField): string | undefined {
  return colourOf({} as Theme, field) ?? undefined;
}

/**
 * The side panel: every theme field of the spec and the shop's own settings in four tabs. `theme` is what the canvas
 * shows (valid fields only), which the pickers draw their samples with; `warnings` are its contrast failures.
 */
export function ThemeControls({ theme, warnings }: { theme: Theme; warnings: readonly ContrastWarning[] }) {
  return (
    <Tabs defaultValue="colours">
      <TabsList aria-label="Settings">
        <TabsTrigger value="colours">Colours</TabsTrigger>
        <TabsTrigger value="style">Style</TabsTrigger>
        <TabsTrigger value="shop">Shop</TabsTrigger>
        <TabsTrigger value="privacy">Privacy</TabsTrigger>
      </TabsList>
      <TabsContent value="colours">
        {colourGroups.map((group) => (
          <Section key={group.id} aria-labelledby={`colours-${group.id}`}>
            <h2 id={`colours-${group.id}`}>{group.title}</h2>
            {group.fields.map(([field, label]) => (
              <ColourField
                key={field}
                field={field}
                label={label}
                optionalDefault={group.optional ? (kitDefault(field) ?? '#000000') : undefined}
                warnings={warnings.filter((warning) => warning.field === field)}
              />
            ))}
          </Section>
        ))}
      </TabsContent>
      <TabsContent value="style">
        <Section aria-labelledby="style-shape">
          <h2 id="style-shape">Shape</h2>
          <LengthField field="borderRadius" label="Card corner radius" />
          <LengthField field="inputBorderRadius" label="Input corner radius" />
        </Section>
        <Section aria-labelledby="style-buttons">
          <h2 id="style-buttons">Buttons</h2>
          <ButtonTypePicker theme={theme} />
        </Section>
        <Section aria-labelledby="style-type">
          <h2 id="style-type">Typography</h2>
          <TypographyPicker theme={theme} />
          <FontSlots />
        </Section>
      </TabsContent>
      <TabsContent value="shop">
        <ShopSettings />
      </TabsContent>
      <TabsContent value="privacy">
        <PrivacySettings />
      </TabsContent>
    </Tabs>
  );
}
