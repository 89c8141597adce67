import * as RadioPrimitive from '@radix-ui/react-radio-group';
import { useId } from 'react';
import { typographySets } from '../../../schemas/enums';
import type { Theme } from '../../../schemas/theme';
import { useEditorField } from './editor-form';
import { ThemeSample } from './theme-sample';
import { FieldGroupLabel, FieldMessage } from '~/ui/field-parts';
import { styled } from '~/ui/styled';
import { Text } from '~/ui/text';
import * as styles from './controls.css';

const Grid = styled(RadioPrimitive.Root, styles.choiceGrid);
const Choice = styled(RadioPrimitive.Item, styles.choice);
const Name = styled('span', styles.choiceName);

/** The 7 typography sets as radio cards, each a heading, a label and body text in the shop's fonts and colours. */
export function TypographyPicker({ theme }: { theme: Theme }) {
  const { value, error, readOnly, choose } = useEditorField('theme.typography');
  const id = useId();
  return (
    <div>
      <FieldGroupLabel id={`${id}-label`}>Typography set</FieldGroupLabel>
      <Grid
        aria-labelledby={`${id}-label`}
        value={value}
        disabled={readOnly}
        onValueChange={(next) => choose(next as Theme['typography'])}
      >
        {typographySets.map((set) => (
          <Choice key={set} value={set} aria-label={`Typography set ${set}`}>
            <ThemeSample theme={theme} typography={set}>
              <Text as="span" variant="display" size="sm">
                Legend pack
              </Text>
              <Text variant="label" size="sm" tone="secondary">
                Limited
              </Text>
              <Text as="span" variant="body" size="sm" tone="secondary">
                1,200 gems and a rare skin.
              </Text>
            </ThemeSample>
            <Name>{set}</Name>
          </Choice>
        ))}
      </Grid>
      {error ? <FieldMessage tone="error">{error}</FieldMessage> : null}
    </div>
  );
}
