import { buildSchemas } from '../schema';

test('the auth operations are on the public endpoint, the account ones only on the authenticated one', () => {
  const { public: pub, full } = buildSchemas();
  const names = (s: typeof pub, t: 'Query' | 'Mutation') => Object.keys((t === 'Query' ? s.getQueryType() : s.getMutationType())?.getFields() ?? {});
  expect(names(pub, 'Mutation')).toEqual(expect.arrayContaining(['get_access_tokens', 'refresh_token']));
  expect(names(pub, 'Query')).toEqual(expect.arrayContaining(['phone_validity', 'social_network_authorisation_url', 'enabled_social_networks']));
  expect(names(pub, 'Mutation')).not.toContain('logout');
  expect(names(pub, 'Query')).not.toContain('profile');
  expect(names(full, 'Mutation')).toEqual(expect.arrayContaining(['logout', 'updateProfile', 'delete_account', 'update_user_notification_preferences']));
  expect(names(full, 'Query')).toEqual(expect.arrayContaining(['profile', 'get_system_notifications']));
});
