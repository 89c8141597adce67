import * as RadioPrimitive from '@radix-ui/react-radio-group';
import { useId } from 'react';
import { buttonTypes } from '../../../schemas/enums';
import type { Theme } from '../../../schemas/theme';
import { useEditorField } from './editor-form';
import { ThemeSample } from './theme-sample';
import { Button } from '~/ui/button';
import { FieldGroupLabel, FieldMessage } from '~/ui/field-parts';
import { styled } from '~/ui/styled';
import * as styles from './controls.css';

const Grid = styled(RadioPrimitive.Root, styles.choiceGrid);
const Choice = styled(RadioPrimitive.Item, styles.choice);
const Name = styled('span', styles.choiceName);

/** The 8 button types as radio cards, each drawn live with the kit's button in the shop's current colours. */
export function ButtonTypePicker({ theme }: { theme: Theme }) {
  const { value, error, readOnly, choose } = useEditorField('theme.buttonType');
  const id = useId();
  return (
    <div>
      <FieldGroupLabel id={`${id}-label`}>Button type</FieldGroupLabel>
      <Grid
        aria-labelledby={`${id}-label`}
        value={value}
        disabled={readOnly}
        onValueChange={(next) => choose(next as Theme['buttonType'])}
      >
        {buttonTypes.map((type) => (
          <Choice key={type} value={type} aria-label={`Button type ${type}`}>
            <ThemeSample theme={theme} buttonType={type}>
              <Button asChild size="small" shrink={false} tabIndex={-1}>
                <span>Buy 4.99</span>
              </Button>
            </ThemeSample>
            <Name>{type}</Name>
          </Choice>
        ))}
      </Grid>
      {error ? <FieldMessage tone="error">{error}</FieldMessage> : null}
    </div>
  );
}
