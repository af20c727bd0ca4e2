/**
 * The product mark: a white T, the tourniquet strap, over the brand teal, beside a red drop of money
 * bleeding out. Same drawing as public/favicon.svg and the app icons.
 */
export function ProductMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M17 20h30M32 20v27" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      <path
        d="M47 31.5c-3.2 4.3-5.5 7.6-5.5 10.2a5.5 5.5 0 0 0 11 0c0-2.6-2.3-5.9-5.5-10.2z"
        fill="#f87171"
      />
    </svg>
  );
}
