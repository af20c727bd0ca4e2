/**
 * Sandbox institutions (ids and names from Plaid's Sandbox list). Every one accepts the sandbox users;
 * "Unhealthy Platypus Bank - Down" answers INSTITUTION_DOWN at sign-in, as Plaid's does.
 */
export interface SimInstitution {
  institution_id: string;
  name: string;
  url: string;
  primary_color: string;
  routing_numbers: string[];
  health: 'HEALTHY' | 'DEGRADED' | 'DOWN';
}

const PRODUCTS = ['assets', 'auth', 'balance', 'transactions', 'identity', 'investments', 'liabilities', 'recurring_transactions'];

export const INSTITUTIONS: readonly SimInstitution[] = [
  { institution_id: 'ins_109508', name: 'First Platypus Bank', url: 'https://plaid.com', primary_color: '#1f4e79', routing_numbers: ['110000000'], health: 'HEALTHY' },
  { institution_id: 'ins_109509', name: 'First Gingham Credit Union', url: 'https://plaid.com', primary_color: '#b03a2e', routing_numbers: ['110000001'], health: 'HEALTHY' },
  { institution_id: 'ins_109510', name: 'Tattersall Federal Credit Union', url: 'https://plaid.com', primary_color: '#1e8449', routing_numbers: ['110000002'], health: 'HEALTHY' },
  { institution_id: 'ins_109511', name: 'Tartan Bank', url: 'https://plaid.com', primary_color: '#7d3c98', routing_numbers: ['110000003'], health: 'HEALTHY' },
  { institution_id: 'ins_109512', name: 'Houndstooth Bank', url: 'https://plaid.com', primary_color: '#34495e', routing_numbers: ['110000004'], health: 'HEALTHY' },
  { institution_id: 'ins_130016', name: 'First Platypus Balance Bank', url: 'https://plaid.com', primary_color: '#117a65', routing_numbers: ['110000005'], health: 'HEALTHY' },
  { institution_id: 'ins_132363', name: 'Unhealthy Platypus Bank - Degraded', url: 'https://plaid.com', primary_color: '#b9770e', routing_numbers: ['110000006'], health: 'DEGRADED' },
  { institution_id: 'ins_132361', name: 'Unhealthy Platypus Bank - Down', url: 'https://plaid.com', primary_color: '#922b21', routing_numbers: ['110000007'], health: 'DOWN' },
];

export function findInstitution(id: string): SimInstitution | undefined {
  return INSTITUTIONS.find((i) => i.institution_id === id);
}

/** Case-insensitive substring search over names, as Link's search box does. */
export function searchInstitutions(query: string): SimInstitution[] {
  const q = query.trim().toLowerCase();
  return INSTITUTIONS.filter((i) => q === '' || i.name.toLowerCase().includes(q));
}

function productStatus(health: SimInstitution['health'], since: string) {
  const share = { HEALTHY: [0.99, 0.005, 0.005], DEGRADED: [0.7, 0.05, 0.25], DOWN: [0, 0.02, 0.98] }[health];
  return {
    status: health,
    last_status_change: since,
    breakdown: { success: share[0], error_plaid: share[1], error_institution: share[2], refresh_interval: health === 'DOWN' ? 'STOPPED' : 'NORMAL' },
  };
}

/** The Plaid `Institution` object; optional metadata and status only when asked, as the API does. */
export function institutionObject(
  inst: SimInstitution,
  options: { includeOptionalMetadata?: boolean; includeStatus?: boolean; statusSince: string },
) {
  return {
    institution_id: inst.institution_id,
    name: inst.name,
    products: PRODUCTS,
    country_codes: ['US'],
    routing_numbers: inst.routing_numbers,
    dtc_numbers: [],
    oauth: false,
    ...(options.includeOptionalMetadata ? { url: inst.url, primary_color: inst.primary_color, logo: null } : {}),
    ...(options.includeStatus
      ? {
          status: {
            item_logins: productStatus(inst.health, options.statusSince),
            transactions_updates: productStatus(inst.health, options.statusSince),
            auth: productStatus(inst.health, options.statusSince),
            identity: productStatus(inst.health, options.statusSince),
            health_incidents: [],
          },
        }
      : {}),
  };
}
