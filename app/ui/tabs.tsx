import * as TabsPrimitive from '@radix-ui/react-tabs';
import { styled } from '~/ui/styled';
import * as styles from './tabs.css';

/** Tabs for the publisher tools: arrow keys move between tabs, the active one shows data-state="active". */
export const Tabs = styled(TabsPrimitive.Root, styles.tabs);

export const TabsList = styled(TabsPrimitive.List, styles.tabsList);

export const TabsTrigger = styled(TabsPrimitive.Trigger, styles.tabsTrigger);

export const TabsContent = styled(TabsPrimitive.Content, styles.tabsContent);
