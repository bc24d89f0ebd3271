// `@nyaya/shared-design/tabs`: Radix Tabs (roving focus).
export {
  Tabs,
  TabsList,
  TabsTrigger,
  TabsContent,
  type TabsProps,
  type TabsListProps,
  type TabsTriggerProps,
  type TabsContentProps,
} from '../primitives/Tabs/Tabs';
