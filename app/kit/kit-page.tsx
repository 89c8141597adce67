import { Form, useSubmit } from '@remix-run/react';
import type { CSSProperties, ReactNode } from 'react';
import { buttonTypes, typographySets } from '../../schemas/enums';
import { themeToCssVariables } from '~/lib/theme-variables';
import type { KitData } from '~/kit/load-kit.server';
import { styled } from '~/ui/styled';
import * as styles from './kit-page.css';

const Page = styled('div', styles.page);
// Not sticky: element screenshots of the gallery must not have the bar painted over them.
const Bar = styled('header', styles.bar);
const Apply = styled('button', styles.apply);
const Main = styled('main', styles.main);

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
    <Page style={style} data-button-type={data.buttonType} data-typography={data.typography}>
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

const Switchers = styled('div', styles.switchers);
