import { telHref } from '../../lib/format.ts';

export function PhoneLink({ phone, className = 'link' }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={className}>
      {phone}
    </a>
  );
}
