import { useState } from 'react';
import type { ReactNode } from 'react';
import { Checkbox } from '~/ui/checkbox';
import type { CheckedState } from '~/ui/checkbox';
import { Counter } from '~/ui/counter';
import { FieldLabel, FieldRoot } from '~/ui/field-parts';
import { OneTimeCodeInput } from '~/ui/one-time-code-input';
import { RadioGroup, RadioGroupItem } from '~/ui/radio-group';
import { Select } from '~/ui/select';
import { styled } from '~/ui/styled';
import { Input, TextField } from '~/ui/text-field';
import * as styles from './forms-gallery.css';

const Section = styled('section', styles.section);
const Group = styled('div', styles.group);
const H2 = styled('h2', styles.h2);
const H3 = styled('h3', styles.h3);
const Note = styled('p', styles.note);
const Grid = styled('div', styles.grid);
const Cell = styled('div', styles.cell);
const Caption = styled('span', styles.caption);

function State({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Cell>
      <Caption aria-hidden="true">{name}</Caption>
      {children}
    </Cell>
  );
}

const regions = [
  { value: 'eu', label: 'Europe' },
  { value: 'na', label: 'North America' },
  { value: 'latam', label: 'Latin America' },
  { value: 'asia', label: 'Asia (coming soon)', disabled: true },
];

function TextFieldsDemo() {
  const [email, setEmail] = useState('');
  return (
    <Group>
      <H3>Text fields</H3>
      <Note>The label floats when the field is focused or filled. Tab into any field to see its focus state.</Note>
      <Grid>
        <State name="Empty">
          <TextField
            floatingLabel
            labelOffsetX={14}
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </State>
        <State name="Filled">
          <TextField floatingLabel labelOffsetX={14} label="Player name" defaultValue="NightOwl_42" />
        </State>
        <State name="Placeholder (shown when focused)">
          <TextField floatingLabel labelOffsetX={14} label="Coupon code" placeholder="SPRING-2025" />
        </State>
        <State name="Required">
          <TextField floatingLabel labelOffsetX={14} label="Card holder" required autoComplete="cc-name" />
        </State>
        <State name="Helper text">
          <TextField floatingLabel labelOffsetX={14} label="Gift message" helperText="Up to 120 characters." />
        </State>
        <State name="Error">
          <TextField
            floatingLabel
            labelOffsetX={14}
            label="Email address"
            defaultValue="ada@"
            required
            error="Enter a valid email address."
          />
        </State>
        <State name="Disabled">
          <TextField floatingLabel labelOffsetX={14} label="Account ID" defaultValue="GF-000123" disabled />
        </State>
        <State name="Stacked label">
          <TextField label="Display name" helperText="Shown on leaderboards." />
        </State>
        <State name="Stacked, error">
          <TextField label="Promo code" defaultValue="FREEGOLD" error="This code has expired." />
        </State>
        <State name="Plain input">
          <FieldRoot>
            <FieldLabel htmlFor="kit-plain-input">Search items</FieldLabel>
            <Input id="kit-plain-input" type="search" placeholder="Swords, skins, bundles..." />
          </FieldRoot>
        </State>
      </Grid>
    </Group>
  );
}

function SelectsDemo() {
  return (
    <Group>
      <H3>Select</H3>
      <Grid>
        <State name="Placeholder">
          <Select label="Region" placeholder="Choose a region" options={regions} />
        </State>
        <State name="Chosen">
          <Select label="Server region" options={regions} defaultValue="eu" helperText="Prices follow your region." />
        </State>
        <State name="Required, error">
          <Select
            label="Billing region"
            placeholder="Choose a region"
            options={regions}
            required
            error="Choose your billing region."
          />
        </State>
        <State name="Disabled">
          <Select label="Store region" options={regions} defaultValue="na" disabled />
        </State>
      </Grid>
    </Group>
  );
}

function CheckboxesDemo() {
  const [items, setItems] = useState({ skins: true, emotes: false });
  const all: CheckedState = items.skins && items.emotes ? true : items.skins || items.emotes ? 'indeterminate' : false;
  return (
    <Group>
      <H3>Checkbox</H3>
      <Grid>
        <State name="Unchecked">
          <Checkbox label="Email me about new offers" />
        </State>
        <State name="Checked">
          <Checkbox label="Remember this device" defaultChecked />
        </State>
        <State name="Indeterminate">
          <Cell>
            <Checkbox
              label="All cosmetics"
              checked={all}
              onCheckedChange={(next) => setItems({ skins: next === true, emotes: next === true })}
            />
            <Checkbox
              label="Skins"
              checked={items.skins}
              onCheckedChange={(next) => setItems((s) => ({ ...s, skins: next === true }))}
            />
            <Checkbox
              label="Emotes"
              checked={items.emotes}
              onCheckedChange={(next) => setItems((s) => ({ ...s, emotes: next === true }))}
            />
          </Cell>
        </State>
        <State name="Required, error">
          <Checkbox label="I accept the terms of sale" required error="Accept the terms to continue." />
        </State>
        <State name="Helper text">
          <Checkbox label="Gift this purchase" helperText="We email the code to your friend." />
        </State>
        <State name="Disabled">
          <Cell>
            <Checkbox label="Locked (off)" disabled />
            <Checkbox label="Locked (on)" disabled defaultChecked />
          </Cell>
        </State>
      </Grid>
    </Group>
  );
}

function RadiosDemo() {
  return (
    <Group>
      <H3>Radio group</H3>
      <Grid>
        <State name="Vertical, chosen">
          <RadioGroup label="Payment method" defaultValue="card">
            <RadioGroupItem value="card" label="Card" />
            <RadioGroupItem value="wallet" label="Wallet" />
            <RadioGroupItem value="coins" label="Gold coins" />
          </RadioGroup>
        </State>
        <State name="Horizontal, helper">
          <RadioGroup label="Edition" orientation="horizontal" helperText="You can upgrade later.">
            <RadioGroupItem value="standard" label="Standard" />
            <RadioGroupItem value="deluxe" label="Deluxe" />
          </RadioGroup>
        </State>
        <State name="Required, error, disabled item">
          <RadioGroup label="Delivery" required error="Choose how to receive your key.">
            <RadioGroupItem value="email" label="Email" />
            <RadioGroupItem value="launcher" label="Launcher" />
            <RadioGroupItem value="post" label="Post (unavailable)" disabled />
          </RadioGroup>
        </State>
      </Grid>
    </Group>
  );
}

function CountersDemo() {
  const [quantity, setQuantity] = useState(3);
  return (
    <Group>
      <H3>Counter</H3>
      <Grid>
        <State name="At min (1)">
          <Counter label="Quantity at minimum" showLabel value={1} min={1} max={5} />
        </State>
        <State name="Middle, interactive (1 to 5)">
          <Counter label="Quantity" showLabel value={quantity} onValueChange={setQuantity} min={1} max={5} />
        </State>
        <State name="At max (5)">
          <Counter label="Quantity at maximum" showLabel value={5} min={1} max={5} />
        </State>
        <State name="Purchase limit reached">
          <Counter label="Limited offer quantity" showLabel value={2} min={1} increaseDisabled />
        </State>
        <State name="Disabled">
          <Counter label="Sold out quantity" showLabel value={1} disabled />
        </State>
      </Grid>
    </Group>
  );
}

function CodesDemo() {
  return (
    <Group>
      <H3>One-time code</H3>
      <Grid className={styles.wideGrid}>
        <State name="Empty">
          <OneTimeCodeInput helperText="We sent a 6-digit code to your email." />
        </State>
        <State name="Partly filled">
          <OneTimeCodeInput label="Login code" defaultValue="482" />
        </State>
        <State name="Error">
          <OneTimeCodeInput
            label="Confirmation code"
            defaultValue="482913"
            error="That code has expired. Request a new one."
          />
        </State>
        <State name="Disabled">
          <OneTimeCodeInput label="Locked code" defaultValue="12" disabled />
        </State>
      </Grid>
    </Group>
  );
}

export function FormsGallery() {
  return (
    <Section aria-labelledby="forms-gallery-title">
      <H2 id="forms-gallery-title">Forms</H2>
      <TextFieldsDemo />
      <SelectsDemo />
      <CheckboxesDemo />
      <RadiosDemo />
      <CountersDemo />
      <CodesDemo />
    </Section>
  );
}
