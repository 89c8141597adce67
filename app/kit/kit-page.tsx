import { Form, useSubmit } from '@remix-run/react';
import type { CSSProperties, ReactNode } from 'react';
import { buttonTypes, typographySets } from '../../schemas/enums';
import { themeToCssVariables } from '~/lib/theme-variables';
import type { KitData } from '~/kit/load-kit.server';
import { styled, theme as tokenTheme } from '~/ui/stitches.config';

const Page = styled('div', {
  minHeight: '100vh',
  background: '$baseBg',
  color: '$primaryText',
  fontFamily: '$body',
});
// Not sticky: element screenshots of the gallery must not have the bar painted over them.
const Bar = styled('header', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '$4',
  padding: '$3 $4',
  background: '$headerBg',
  borderBottom: '1px solid $border',
  '& h1': { margin: 0, fontFamily: '$display', fontSize: '1.25rem', marginRight: 'auto' },
  '& label': { display: 'grid', gap: '$1', fontSize: '0.8rem', color: '$secondaryText' },
  '& select': {
    minHeight: '2.5rem',
    padding: '0 $2',
    borderRadius: '$input',
    border: '1px solid $border',
    background: '$paper',
    color: '$primaryText',
    font: 'inherit',
  },
});
const Apply = styled('button', {
  minHeight: '2.5rem',
  padding: '0 $4',
  borderRadius: '$input',
  border: '1px solid $accentBorder',
  background: 'transparent',
  color: '$primaryText',
  font: 'inherit',
  cursor: 'pointer',
});
const Main = styled('main', { maxWidth: 1280, margin: '0 auto', padding: '$5 $4', display: 'grid', gap: '$7' });

export function KitSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `kit-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The kit gallery's frame: a switcher for theme, button type and typography set, applied as the shop root would. */
export function KitPage({ data, children }: { data: KitData; children: ReactNode }) {
  const submit = useSubmit();
  const style = themeToCssVariables(data.theme) as CSSProperties;
  return (
    <Page
      className={tokenTheme.className}
      style={style}
      data-button-type={data.buttonType}
      data-typography={data.typography}
    >
      <Bar>
        <h1>Gamefront kit</h1>
        <Form
          key={`${data.themeName}-${data.buttonType}-${data.typography}`}
          method="get"
          onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
        >
          <Switchers>
            <label>
              Theme
              <select name="theme" defaultValue={data.themeName}>
                {data.themeOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Button type
              <select name="buttonType" defaultValue={data.buttonType}>
                {buttonTypes.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Typography
              <select name="typography" defaultValue={data.typography}>
                {typographySets.map((set) => (
                  <option key={set} value={set}>
                    {set}
                  </option>
                ))}
              </select>
            </label>
            <noscript>
              <Apply type="submit">Apply</Apply>
            </noscript>
          </Switchers>
        </Form>
      </Bar>
      <Main>{children}</Main>
    </Page>
  );
}

const Switchers = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'end' });
