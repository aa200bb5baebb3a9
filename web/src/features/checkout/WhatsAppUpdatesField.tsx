import { Checkbox } from '../../ui/Checkbox';

/** The shopper's own choice to hear about this order on WhatsApp: never ticked for them. */
export function WhatsAppUpdatesField({
  checked,
  phone,
  onChange,
}: {
  checked: boolean;
  phone: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox name="whatsappUpdates" checked={checked} onChange={(e) => onChange(e.target.checked)}>
      Send me this order&rsquo;s updates on WhatsApp (to +91 {phone})
    </Checkbox>
  );
}
