import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';
import { setChatEventSubscriber, type ChatLiveEvent } from './chatConnection';

const msg = (id: number, body: string, mine: boolean, side: 'GUEST' | 'HOST' | 'SUPPORT' = mine ? 'GUEST' : 'HOST') => ({
  message_id: id, chat_id: 11, body, sender_side: side, sender_name: mine ? 'Gijs Gast' : 'Vera Verhuur', is_mine: mine, ts_created: '2026-11-20T09:00:00.000Z',
});
const chat = (over: Record<string, unknown> = {}) => ({
  chat_id: 11, channel_id: 'space-5-7', chat_type: 'SPACE', entity_id: 5, booking_id: null, space_id: 5, venue_id: 2, title: 'De Walvis zaal', counterpart: 'Café De Zaal',
  my_side: 'GUEST', unread_count: 1, last_read_message_id: 1, ts_last_message: '2026-11-20T09:00:00.000Z', last_message: msg(2, 'Ja, er is een beamer.', false), ...over,
});

let push: ((e: ChatLiveEvent) => void) | null = null;
function answer(opts: { chats?: unknown[]; inbox?: unknown[]; profile?: Record<string, unknown>; sendError?: unknown } = {}) {
  const requests: MockRequest[] = [];
  // get_chat opens conversation 12: from then on the account's list holds it too
  const opened: unknown[] = [];
  mockFetch((request) => {
    requests.push(request);
    switch (request.operation) {
      case 'profile': return profileAnswer(opts.profile);
      case 'get_chats': return { json: { data: { get_chats: request.variables.scope === 'SUPPORT_INBOX' ? (opts.inbox ?? []) : [...opened, ...(opts.chats ?? [chat()])] } } };
      case 'get_chat': {
        const support = request.variables.chat_type === 'SUPPORT';
        const openedChat = chat({
          chat_id: 12, chat_type: request.variables.chat_type, title: support ? 'Zaalplek support · boeking #42' : 'De Walvis zaal', counterpart: support ? 'Zaalplek support' : 'Café De Zaal',
          unread_count: 0, last_message: null, ts_last_message: null,
        });
        if (!opened.length) opened.push(openedChat);
        return { json: { data: { get_chat: openedChat } } };
      }
      case 'chat_messages': return { json: { data: { chat_messages: { has_more: false, messages: [msg(1, 'Is er een beamer?', true), msg(2, 'Ja, er is een beamer.', false)] } } } };
      case 'read_chat': return { json: { data: { read_chat: chat({ unread_count: 0, last_read_message_id: 2 }) } } };
      case 'send_chat_message':
        if (opts.sendError) return { json: { data: null, errors: [{ message: 'x', extensions: { response: { body: opts.sendError }, status_code: 400 } }] } };
        return { json: { data: { send_chat_message: msg(3, String(request.variables.body), true) } } };
      default: return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return requests;
}

beforeEach(() => {
  resetState();
  push = null;
  setChatEventSubscriber((_accountId, onEvent) => {
    push = onEvent;
    return () => { push = null; };
  });
});
afterAll(() => setChatEventSubscriber(null));

describe('/chat', () => {
  it('sends a logged-out visitor to the login popup', async () => {
    answer();
    renderApp('/chat');
    await waitFor(() => expect(currentUrl()).toBe('/?authPopup=login'));
  });

  it('lists the conversations with their unread count; a click opens one, marks it read and shows the messages', async () => {
    const requests = answer();
    logIn();
    renderApp('/chat');
    const item = await screen.findByRole('button', { name: /De Walvis zaal/ });
    expect(within(item).getByLabelText('1 ongelezen')).toBeInTheDocument();
    expect(screen.getByText('Kies links een gesprek.')).toBeInTheDocument();
    fireEvent.click(item);
    await waitFor(() => expect(currentUrl()).toBe('/chat/11'));
    const log = await screen.findByRole('log', { name: 'Berichten' });
    await within(log).findByText('Ja, er is een beamer.');
    expect(within(log).getByText(/Vera Verhuur · Verhuurder/)).toBeInTheDocument();
    await waitFor(() => expect(requests.find((r) => r.operation === 'read_chat')?.variables).toEqual({ chat_id: 11, message_id: 2 }));
  });

  it('shows a message that arrives live without reloading, and sends with Shift+Enter (en)', async () => {
    const requests = answer();
    logIn();
    renderApp('/en/chat/11');
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Ja, er is een beamer.');
    await waitFor(() => expect(push).not.toBeNull());
    act(() => push!({ kind: 'MESSAGE', chat_id: 11, message: msg(5, 'En een flip-over.', false) }));
    expect(await within(log).findByText('En een flip-over.')).toBeInTheDocument();
    const box = screen.getByLabelText('Message');
    expect(screen.getByText(/1,000 characters left/)).toBeInTheDocument();
    await userEvent.type(box, 'Top, dank je!{Shift>}{Enter}{/Shift}');
    await waitFor(() => expect(requests.find((r) => r.operation === 'send_chat_message')?.variables).toEqual({ chat_id: 11, body: 'Top, dank je!' }));
    expect(await within(log).findByText('Top, dank je!')).toBeInTheDocument();
  });

  it('refuses code-like text before sending and shows the server refusal in nl', async () => {
    const requests = answer({ sendError: { error_type: 'FIELD_VALIDATION', entity: 'chat_message', key: 'code_injection', meta: { field: 'body' }, status_code: 400 } });
    logIn();
    renderApp('/chat/11');
    const box = await screen.findByLabelText('Bericht');
    await userEvent.type(box, 'kijk ${{}geheim}{Shift>}{Enter}{/Shift}');
    expect(await screen.findByRole('alert')).toHaveTextContent('tekens die op code lijken');
    expect(requests.some((r) => r.operation === 'send_chat_message')).toBe(false);
    await userEvent.clear(box);
    await userEvent.type(box, 'javascript:alert{Shift>}{Enter}{/Shift}');
    await userEvent.clear(box);
    await userEvent.type(box, 'gewoon{Shift>}{Enter}{/Shift}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Deze invoer is niet toegestaan.'));
  }, 20_000);

  it('opens the conversation a link asks for (ask the host) and prepares a cancel request for support', async () => {
    const requests = answer();
    logIn();
    renderApp('/chat?type=SUPPORT&entity=42&intent=cancel');
    await waitFor(() => expect(currentUrl()).toBe('/chat/12?intent=cancel&booking=42'));
    expect(requests.find((r) => r.operation === 'get_chat')?.variables).toEqual({ chat_type: 'SUPPORT', entity_id: 42 });
    expect(await screen.findByDisplayValue('Ik wil boeking #42 annuleren. Reden:')).toBeInTheDocument();
    // the new conversation's title, although the list was read before it existed
    expect(await screen.findByRole('heading', { level: 2, name: 'Zaalplek support · boeking #42' })).toBeInTheDocument();
  });

  it('leaving the chat while its read marker is on the way throws nothing', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      answer();
      const mocked = globalThis.fetch;
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let reading = false;
      globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (typeof init?.body === 'string' && init.body.includes('read_chat')) {
          reading = true;
          await gate;
        }
        return mocked(input, init);
      }) as typeof fetch;
      logIn();
      const { unmount } = renderApp('/chat/11');
      await waitFor(() => expect(reading).toBe(true));
      unmount();
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });

  it('support staff switch to the support inbox', async () => {
    const requests = answer({ profile: { isAdmin: true }, inbox: [chat({ chat_id: 30, chat_type: 'SUPPORT', title: 'Zaalplek support · boeking #42', counterpart: 'Gijs Gast', my_side: 'SUPPORT' })] });
    logIn();
    renderApp('/chat');
    fireEvent.click(await screen.findByRole('button', { name: 'Support-inbox' }));
    expect(await screen.findByRole('button', { name: /Zaalplek support · boeking #42/ })).toBeInTheDocument();
    expect(requests.some((r) => r.operation === 'get_chats' && r.variables.scope === 'SUPPORT_INBOX')).toBe(true);
  });
});
