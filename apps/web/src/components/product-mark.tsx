/** The product mark: a tourniquet strap and buckle over the brand teal, with a red drop stopped. */
export function ProductMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M18 22h28M32 22v26" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      <circle cx="46" cy="44" r="6" fill="#f87171" />
    </svg>
  );
}
