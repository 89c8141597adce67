import { useCatalogueEntry, withoutUndefined } from './catalogue-entry';
import { currencyChoices } from './currencies';
import { freeId } from './entry-ids';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { Select } from '~/ui/select';
import { styled } from '~/ui/styled';
import { TextField } from '~/ui/text-field';
import * as styles from './catalogue.css';

const Stack = styled('div', styles.stack);
const Group = styled('fieldset', styles.group);
const LineRow = styled('div', styles.lineRow);
const Pair = styled('div', styles.pair);
const RemoveButton = styled('button', styles.removeButton);
const Note = styled('p', styles.note);

/** The currency cards show prices in, and the shop's virtual currencies (what virtual prices and packs name). */
export function CurrenciesTab() {
  const defaultCurrency = useCatalogueEntry('catalogue.defaultCurrency');
  const virtual = useCatalogueEntry('catalogue.virtualCurrencies');
  const list = virtual.value ?? [];
  const code = defaultCurrency.value ?? 'USD';
  return (
    <Stack>
      <Group>
        <legend>Money</legend>
        <Select
          label="Default currency"
          helperText="Cards show each item's price in this currency; items need a price in it to be sold on a card."
          value={code}
          disabled={defaultCurrency.readOnly}
          options={currencyChoices(code).map((value) => ({ value, label: value }))}
          onValueChange={(value) => defaultCurrency.choose(value)}
        />
      </Group>
      <Group>
        <legend>Virtual currencies</legend>
        {list.length === 0 ? <Note>None yet: add one to sell items for gems, coins or credits.</Note> : null}
        {list.map((currency, index) => (
          <LineRow key={index}>
            <Pair>
              <TextField
                label={`Currency ${index + 1} name`}
                required
                value={currency.name}
                disabled={virtual.readOnly}
                error={virtual.errorAt(`${index}.name`)}
                onChange={(event) =>
                  virtual.change(
                    list.map((other, at) => (at === index ? { ...other, name: event.target.value } : other)),
                  )
                }
                onBlur={() => virtual.touch(`${index}.name`)}
              />
              <TextField
                label={`Currency ${index + 1} id`}
                required
                value={currency.id}
                disabled={virtual.readOnly}
                error={virtual.errorAt(`${index}.id`)}
                onChange={(event) =>
                  virtual.change(list.map((other, at) => (at === index ? { ...other, id: event.target.value } : other)))
                }
                onBlur={() => virtual.touch(`${index}.id`)}
              />
            </Pair>
            <RemoveButton
              type="button"
              aria-label={`Remove ${currency.name || `currency ${index + 1}`}`}
              disabled={virtual.readOnly}
              onClick={() =>
                virtual.choose(list.filter((_, at) => at !== index).map((entry) => withoutUndefined(entry)))
              }
            >
              <Icon name="close" size={16} />
            </RemoveButton>
          </LineRow>
        ))}
        {virtual.readOnly ? null : (
          <div>
            <Button
              type="button"
              variant="secondary"
              size="small"
              disabled={list.length >= 10}
              leading={<Icon name="plus" size={16} />}
              onClick={() =>
                virtual.choose([
                  ...list,
                  {
                    id: freeId(
                      'gems',
                      list.map((entry) => entry.id),
                    ),
                    name: 'Gems',
                  },
                ])
              }
            >
              Add virtual currency
            </Button>
          </div>
        )}
      </Group>
    </Stack>
  );
}
