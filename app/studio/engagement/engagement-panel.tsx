import { engagementSchema } from '../../../schemas/engagement';
import { loyaltyCampaignSchema } from '../../../schemas/engagement/loyalty';
import { missionsConfigSchema } from '../../../schemas/engagement/missions';
import { useShopTimeZone } from '../forms/shop-time-zone';
import { Switch } from '../forms/leaf-fields';
import { ObjectFields, SchemaField } from '../forms/schema-field';
import { starterValue, type AnySchema } from '../forms/schema-walk';
import { useFormField } from '../forms/use-form-field';
import { styled } from '~/ui/styled';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/ui/tabs';
import * as editorStyles from '../editor/controls.css';
import * as styles from '../forms/forms.css';

const Section = styled('section', editorStyles.section);
const Intro = styled('p', styles.panelIntro);

const shape = engagementSchema.shape;
const loyaltyShape = loyaltyCampaignSchema.shape as unknown as Record<string, AnySchema>;
const missionsShape = missionsConfigSchema.shape as unknown as Record<string, AnySchema>;

/** The loyalty campaign: a switch runs one (starting with a first tier at 0 points), its fields once it runs. */
function LoyaltySection() {
  const campaign = useFormField('engagement.loyalty');
  const running = campaign.value !== undefined && campaign.value !== null;
  return (
    <Section aria-labelledby="engagement-loyalty-heading">
      <h2 id="engagement-loyalty-heading">Loyalty</h2>
      <Intro>
        Players earn points on every paid order, at the rate of the highest tier they reached; a refund takes them back.
        Milestones grant their rewards once, when a player claims them.
      </Intro>
      <Switch
        label="Run a loyalty campaign"
        checked={running}
        disabled={campaign.readOnly}
        onCheckedChange={(on) => campaign.choose(on ? starterValue(loyaltyCampaignSchema) : undefined)}
      />
      {running ? <ObjectFields shape={loyaltyShape} path="engagement.loyalty" /> : null}
    </Section>
  );
}

function MissionsSection() {
  const timeZone = useShopTimeZone();
  return (
    <Section aria-labelledby="engagement-missions-heading">
      <h2 id="engagement-missions-heading">Missions</h2>
      <Intro>
        Goals a player completes by buying or playing, then claims once. Daily and weekly missions start again at the
        reset hour in the shop’s time zone ({timeZone}).
      </Intro>
      <ObjectFields shape={missionsShape} path="engagement.missions" />
    </Section>
  );
}

/** One engagement list (daily gifts, offer chains, passes) with a line on how its cards use it. */
function ListSection({
  id,
  title,
  intro,
  list,
  listLabel,
}: {
  id: string;
  title: string;
  intro: string;
  list: ListKey;
  listLabel: string;
}) {
  return (
    <Section aria-labelledby={`engagement-${id}-heading`}>
      <h2 id={`engagement-${id}-heading`}>{title}</h2>
      <Intro>{intro}</Intro>
      <SchemaField schema={shape[list]} path={`engagement.${list}`} name={list} label={listLabel} />
    </Section>
  );
}

type ListKey = 'dailyGifts' | 'offerChains' | 'passes';

const sections = [
  { id: 'loyalty', label: 'Loyalty', render: () => <LoyaltySection /> },
  { id: 'missions', label: 'Missions', render: () => <MissionsSection /> },
  {
    id: 'daily-gifts',
    label: 'Daily gifts',
    render: () => (
      <ListSection
        id="daily-gifts"
        title="Daily gifts and calendars"
        list="dailyGifts"
        listLabel="The shop’s gifts"
        intro="One claim a day, from the reset hour. Point a Daily gift card at a streak, or a Calendar card at a calendar, in the Pages panel."
      />
    ),
  },
  {
    id: 'offer-chains',
    label: 'Offer chains',
    render: () => (
      <ListSection
        id="offer-chains"
        title="Offer chains"
        list="offerChains"
        listLabel="The shop’s chains"
        intro="Offers a player takes in order: a free one is claimed, a paid one bought at checkout, and the next one unlocks. Point an Offer chain card at one."
      />
    ),
  },
  {
    id: 'passes',
    label: 'Passes',
    render: () => (
      <ListSection
        id="passes"
        title="Passes"
        list="passes"
        listLabel="The shop’s passes"
        intro="A season of levels with a free and a premium track. Players gain XP from purchases and the game's events. Point a Battle pass or Premium pass card at one."
      />
    ),
  },
] as const;

/**
 * The editor's Engagement panel (docs/decisions/052): the shop's loyalty, missions, daily gifts, offer chains and
 * passes, generated from their shared schemas and bound to `engagement.*`, so every change is an undo step, autosaved,
 * checked by the schema and published with the rest.
 */
export function EngagementPanel() {
  return (
    <Tabs defaultValue="loyalty">
      <TabsList aria-label="Engagement">
        {sections.map((section) => (
          <TabsTrigger key={section.id} value={section.id}>
            {section.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {sections.map((section) => (
        <TabsContent key={section.id} value={section.id}>
          {section.render()}
        </TabsContent>
      ))}
    </Tabs>
  );
}
