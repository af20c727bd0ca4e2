import { Check, Circle } from 'lucide-react';
import { passwordRuleResults } from '@tourniquet/domain';

/**
 * The live list of password rules (docs/product.md#5-validation) under a new-password field: each rule ticks as soon as
 * the password meets it. The list is described to assistive technology by the field it belongs to.
 */
export function PasswordRuleList({ password, id }: { password: string; id?: string }) {
  return (
    <ul id={id} aria-label="Password requirements" className="flex flex-col gap-1">
      {passwordRuleResults(password).map((rule) => (
        <li
          key={rule.id}
          className={`flex items-start gap-2 text-xs leading-5 ${rule.met ? 'text-gain' : 'text-slate-500'}`}
        >
          {rule.met ? (
            <Check className="mt-0.5 size-4 shrink-0" aria-hidden />
          ) : (
            <Circle className="mt-1 size-3 shrink-0 ml-0.5 mr-0.5" aria-hidden />
          )}
          <span>
            {rule.message}
            <span className="sr-only">{rule.met ? ' (met)' : ' (not met)'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
