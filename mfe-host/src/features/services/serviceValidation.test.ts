import en from '../../messages/en.json';
import { centsToEuros, eurosToCents, validateService, type ServiceFormValues } from './serviceValidation';

const valid = (): ServiceFormValues => ({
  is_enabled: true,
  space_ids: [1],
  price: '12,50',
  vat_rate: '21',
  order_type: 'static',
  is_on_demand: false,
  is_mandatory: false,
  is_inventory_enabled: true,
  max_inventory: 3,
  description: '',
});
const text = (id: string | undefined) => (en as Record<string, string>)[String(id)];

describe('service rules (docs/CONTRACTS.md services keys)', () => {
  it('accepts a complete service', () => expect(validateService(valid())).toEqual({}));
  it('an enabled service needs a space; a disabled one does not', () => {
    expect(text(validateService({ ...valid(), space_ids: [] }).space_ids)).toBe('Please select at least one space');
    expect(validateService({ ...valid(), is_enabled: false, space_ids: [] }).space_ids).toBeUndefined();
  });
  it('price, VAT, order type and inventory', () => {
    expect(validateService({ ...valid(), price: '-1' }).price).toBe('ServiceValidation.price_invalid');
    expect(validateService({ ...valid(), price: '1,234' }).price).toBe('ServiceValidation.price_invalid');
    expect(validateService({ ...valid(), vat_rate: '6' }).vat_rate).toBe('ServiceValidation.vat_rate_invalid');
    expect(validateService({ ...valid(), order_type: '' }).order_type).toBe('ServiceValidation.order_type_invalid');
    expect(validateService({ ...valid(), max_inventory: 0 }).max_inventory).toBe('ServiceValidation.max_inventory_invalid');
    expect(validateService({ ...valid(), is_inventory_enabled: false, max_inventory: null }).max_inventory).toBeUndefined();
  });
  it('euros <-> cents', () => {
    expect(eurosToCents('12,50')).toBe(1250);
    expect(eurosToCents('0')).toBe(0);
    expect(eurosToCents('19.99')).toBe(1999);
    expect(eurosToCents('abc')).toBeNull();
    expect(centsToEuros(1250)).toBe('12,50');
    expect(centsToEuros(2500)).toBe('25');
  });
});
