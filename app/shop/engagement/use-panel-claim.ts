import { useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { toast } from '~/ui/use-toast';

// A feature panel's Claim buttons (loyalty milestones, missions): one claim at a time, told in a toast and in the
// panel's own live region, then the page's data reloads so the panel shows what changed (claimed, or why not).

/** What the claim code answers: resolves once granted; `problem` words why a refused claim was refused. */
export interface PanelClaimCall {
  claim(): Promise<unknown>;
  problem(error: unknown): string;
}

export function usePanelClaim() {
  const revalidator = useRevalidator();
  const [announcement, setAnnouncement] = useState('');
  const [claiming, setClaiming] = useState<string | null>(null);

  /** Claims `id` (named `name`) through the call that `load` brings (its code is fetched at the first claim). */
  const claim = (id: string, name: string, load: () => Promise<PanelClaimCall>) => {
    setClaiming(id);
    load()
      .then(async (call) => {
        try {
          await call.claim();
          setAnnouncement(`${name} claimed. Your rewards are on their way to your game account.`);
          toast({ title: `${name} claimed`, description: 'It is on its way to your game account.' });
        } catch (error) {
          const why = call.problem(error);
          setAnnouncement(`${name} was not claimed. ${why}`);
          toast({ title: `${name} was not claimed`, description: why, variant: 'destructive' });
        }
      })
      .catch(() => {
        toast({
          title: `${name} was not claimed`,
          description: 'We could not reach the shop. Check your connection and try again.',
          variant: 'destructive',
        });
      })
      .finally(() => {
        setClaiming(null);
        revalidator.revalidate();
      });
  };
  return { claim, claiming, announcement, setAnnouncement };
}
