export * from './session';
export * from './events';
export * from './routes';
export { Link, type LinkProps } from './Link';
export { usePathname, useLocationHref, onLocationChange } from './location';
export { useTransitionValue } from './useTransitionValue';
export { nextTask } from './nextTask';
export { AfterFirstPaint } from './AfterFirstPaint';
export { ZaalplekIntlProvider, useLocale, type ZaalplekIntlProviderProps } from './i18n';
export * from './api-error';
export { graphqlRequest, graphqlBaseQuery, graphqlUrl, operation, type TypedDocument, type GraphqlArgs, type GraphqlEndpoint, type GraphqlOptions } from './graphql';
export { restRequest, restUrl, type RestOptions } from './rest';
export { refreshTokens, REFRESH_DEBOUNCE_MS, REFRESH_URL, PUBLIC_GRAPHQL_URL, AUTHENTICATED_GRAPHQL_URL, REFRESH_TOKEN_MUTATION } from './refresh';
export { mapApiError, handleApiError, errorMessageId, type MappedApiError } from './errors';
export { authFetch, isSessionEndingError, logoutToLogin, SESSION_ENDING_KEYS } from './http';
export { startActingAs, stopActingAs, STOP_ACT_AS_MUTATION } from './actAs';
export { useCurrentUser, reloadCurrentUser, resetCurrentUser, PROFILE_QUERY, type Account, type AccountState, type StaffRole } from './current-user';
export {
  setPendingAction, peekPendingAction, takePendingAction, clearPendingAction, replayPendingAction, requestLogin, requestCompleteAccount,
  setLoginRedirect, peekLoginRedirect, takeLoginRedirect, announceLoggedIn, PENDING_ACTION_KEY, LOGIN_REDIRECT_KEY,
  type PendingAction, type PendingActionData, type PendingActionType, type PendingActionOf,
} from './pending-action';
export {
  RequireLogin, RequireRole, RequireAdmin, RequireStaff, isStaff, loginRedirectPath, isHomePath, type RequireLoginProps, type RequireRoleProps,
  AUTH_POPUP_STEPS, isAuthPopupStep, authPopupUrl, openAuthPopup, type AuthPopupStep,
} from './guards';
export * as validators from './validators';
export { normalisePhoneNumber } from './phone';
export type { Validator } from './validators';
export { createMfeLifecycles, type MfeOptions } from './mfe';
export { MfeErrorFrame, PlainMfeErrorFrame, renderPlainErrorFrame } from './MfeErrorFrame';
export { runStandalone } from './standalone';
export { platformMessages } from './messages';
export { defineCatalogs, catalogNow, loadCatalog, loadAllCatalogs, type Catalog, type CatalogSource, type Catalogs } from './catalog-loader';
export { assertCatalogsMatch, catalogDifferences } from './catalogs';
export { useDocumentMeta } from './documentMeta';
export { subscribeWithRefresh, subscribeLive, subscriptionClient, subscriptionUrl, SOCKET_UNAUTHORIZED } from './subscriptions';
export { LAYOUT_MESSAGES, layoutName } from './layouts';
