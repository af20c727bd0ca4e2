import { describe, expect, it } from 'vitest';
import { serviceDisplayName } from './service-name';

describe('serviceDisplayName', () => {
  it('reads a run-together service name as people write it', () => {
    expect(serviceDisplayName('Youtubepremium')).toBe('YouTube Premium');
    expect(serviceDisplayName('YOUTUBEPREMIUM')).toBe('YouTube Premium');
    expect(serviceDisplayName('Disneyplus')).toBe('Disney+');
  });
  it('keeps names already written for people', () => {
    expect(serviceDisplayName('Netflix')).toBe('Netflix');
    expect(serviceDisplayName('Oak Street Apartments')).toBe('Oak Street Apartments');
    expect(serviceDisplayName('iCloud')).toBe('iCloud');
    expect(serviceDisplayName('PG&E')).toBe('PG&E');
  });
});
