/** The five entries of the floating help menu, in the spec's order. */
export const helpEntries = [
  { id: 'ai-lawyer', label: 'AI Lawyer' },
  { id: 'call-us', label: 'Call Us' },
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'email', label: 'Email' },
  { id: 'file-complaint', label: 'File Complaint' },
] as const;

export type HelpEntryId = (typeof helpEntries)[number]['id'];

export interface FloatingHelpProps {
  onSelect?: (entry: HelpEntryId) => void;
}

/** Mounted on every page by the shell. The styled floating menu replaces this body. */
export default function FloatingHelp({ onSelect }: FloatingHelpProps) {
  return (
    <nav aria-label="Help">
      <ul>
        {helpEntries.map((entry) => (
          <li key={entry.id}>
            <button type="button" onClick={() => onSelect?.(entry.id)}>
              {entry.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
