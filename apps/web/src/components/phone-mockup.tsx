/**
 * The landing page's phone mockup, drawn as SVG so it ships with the bundle and scales crisply:
 * a phone showing what Tourniquet finds (a price rise, a fee, a forgotten subscription) and the savings.
 */
export function PhoneMockup({ className = '' }: { className?: string }) {
  const rows = [
    { y: 196, label: 'StreamMax price rise', amount: '+$3.00', color: '#b91c1c' },
    { y: 246, label: 'Overdraft fee', amount: '$35.00', color: '#b91c1c' },
    { y: 296, label: 'Unused gym', amount: '$49.99', color: '#b91c1c' },
    { y: 346, label: 'Paycheck', amount: '+$2,450', color: '#15803d' },
  ];
  return (
    <svg
      viewBox="0 0 240 480"
      className={className}
      role="img"
      aria-label="Tourniquet on a phone, showing fees and subscriptions it found"
    >
      <rect x="4" y="4" width="232" height="472" rx="36" fill="#0f172a" />
      <rect x="14" y="14" width="212" height="452" rx="28" fill="#f8fafc" />
      <rect x="92" y="22" width="56" height="10" rx="5" fill="#0f172a" />
      <rect x="30" y="52" width="28" height="28" rx="7" fill="#0f766e" />
      <path d="M37 61h14M44 61v13" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      <text
        x="66"
        y="71"
        fontSize="14"
        fontWeight="700"
        fill="#0f172a"
        fontFamily="Inter Variable, sans-serif"
      >
        Tourniquet
      </text>
      <rect x="30" y="96" width="180" height="76" rx="14" fill="#0f766e" />
      <text x="44" y="120" fontSize="10" fill="#ccfbf1" fontFamily="Inter Variable, sans-serif">
        Bleeding found this month
      </text>
      <text x="44" y="152" fontSize="26" fontWeight="800" fill="#fff" fontFamily="Inter Variable, sans-serif">
        $87.99
      </text>
      {rows.map((r) => (
        <g key={r.label}>
          <rect x="30" y={r.y - 20} width="180" height="40" rx="10" fill="#fff" stroke="#e2e8f0" />
          <circle cx="48" cy={r.y} r="7" fill={r.color} opacity="0.15" />
          <circle cx="48" cy={r.y} r="3" fill={r.color} />
          <text x="62" y={r.y + 4} fontSize="9.5" fill="#334155" fontFamily="Inter Variable, sans-serif">
            {r.label}
          </text>
          <text
            x="200"
            y={r.y + 4}
            fontSize="9.5"
            fontWeight="700"
            fill={r.color}
            textAnchor="end"
            fontFamily="Inter Variable, sans-serif"
          >
            {r.amount}
          </text>
        </g>
      ))}
      <rect x="30" y="392" width="180" height="40" rx="12" fill="#b91c1c" />
      <text
        x="120"
        y="416"
        fontSize="12"
        fontWeight="700"
        fill="#fff"
        textAnchor="middle"
        fontFamily="Inter Variable, sans-serif"
      >
        Kill the bills
      </text>
    </svg>
  );
}
