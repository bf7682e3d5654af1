/**
 * Every call the console makes. The page is served by the lounge server (at /desk/), so '/api' is
 * the same origin: the session cookie goes along and the server's same-origin check passes. The
 * web app's HTTP helpers do the rest (JSON bodies, refusals as ApiError: status, title, code, field).
 */
import type {
  AnalyticsDay,
  AttemptView,
  AuditTrail,
  CardView,
  CashUpDay,
  CashUpRequest,
  CompetitionDetail,
  CompetitionSummary,
  CreateBlocksRequest,
  CreateBlocksResponse,
  CreateCompetitionRequest,
  DeskBookingRequest,
  EventAddOnPrice,
  EventBalanceMethod,
  EventCompetitionRequest,
  EventCompetitionView,
  EventQuoteChange,
  EventQuoteRequest,
  HoursException,
  InquiryKind,
  InquiryViews,
  KioskRequest,
  KioskView,
  LessonCancelled,
  LessonReportView,
  LessonTypeView,
  LessonView,
  MailDelivery,
  MemberFilters,
  MemberNoteView,
  NewKiosk,
  Notice,
  OutboxMessageView,
  OutboxStatus,
  RemovedBlocks,
  ReportRange,
  Schedule,
  ScheduleBooking,
  SentEventQuote,
  ShopItem,
  ShopItemRequest,
  ShopSale,
  ShopSaleRequest,
  StaffCardAnswer,
  StaffCoachView,
  StaffCorrectionRequest,
  StaffEditRequest,
  StaffEntryView,
  StaffEventQuote,
  StaffMemberView,
  StaffReport,
  StaffRoundView,
  StaffWaitlistDay,
  Tab,
  TabCloseAnswer,
  TabPair,
  TabRequest,
  TabSplitRequest,
  TourView,
  UpdateCompetitionRequest,
  UserRole,
  UserView,
  WeeklyHours,
  WithdrawAnswer,
} from '@lounge/core';
import { getJson, refusalNotice, sendJson } from '@lounge/web/api';

const id = (value: string) => encodeURIComponent(value);

/** 'from=2026-11-23&to=2026-11-29'. */
function rangeQuery(range: ReportRange): string {
  return `from=${id(range.from)}&to=${id(range.to)}`;
}

/** Where the browser downloads a file the server makes (same origin: the session cookie goes along). */
export const downloads = {
  reportCsv: (range: ReportRange) => `/api/staff/reports.csv?${rangeQuery(range)}`,
  daySheetCsv: (date: string) => `/api/staff/schedule.csv?date=${id(date)}`,
};

export const staffApi = {
  login: (email: string, password: string) =>
    sendJson<UserView>('POST', '/api/auth/login', { email, password }),
  logout: () => sendJson<unknown>('POST', '/api/auth/logout'),
  currentUser: () => getJson<UserView>('/api/auth/user'),

  lessonTypes: () => getJson<LessonTypeView[]>('/api/lessons/types'),
  addCoach: (request: { name: string }) => sendJson<{ id: string }>('POST', '/api/staff/coaches', request),
  /** The coaches with their hours as set (staff only). */
  staffCoaches: () => getJson<StaffCoachView[]>('/api/staff/coaches'),
  setCoachHours: (coachId: string, weekly: WeeklyHours[], exceptions: HoursException[]) =>
    sendJson<{ id: string }>('PUT', `/api/staff/coaches/${id(coachId)}/hours`, { weekly, exceptions }),
  addLessonType: (request: {
    name: string;
    minutes: number;
    priceCents: number;
    needsBay: boolean;
    bookableBy: 'members' | 'everyone';
  }) => sendJson<{ id: string }>('POST', '/api/staff/lesson-types', request),
  lessonsOn: (date: string) => getJson<LessonView[]>(`/api/staff/lessons?date=${id(date)}`),
  /** A coach's own account: its lessons of a day (docs/lessons.md). */
  coachLessonsOn: (date: string) => getJson<LessonView[]>(`/api/coach/lessons?date=${id(date)}`),
  /** The desk's notes on a coach's own student; a coach adds its own once a lesson is over. */
  studentNotes: (memberId: string) => getJson<MemberNoteView[]>(`/api/coach/students/${id(memberId)}/notes`),
  addStudentNote: (memberId: string, body: string) =>
    sendJson<MemberNoteView>('POST', `/api/coach/students/${id(memberId)}/notes`, { body }),
  cancelLesson: (lessonId: string, reason: string) =>
    sendJson<LessonCancelled>('POST', `/api/staff/lessons/${id(lessonId)}/cancel`, { reason }),
  lessonReport: (range: ReportRange) =>
    getJson<LessonReportView>(`/api/staff/reports/lessons?${rangeQuery(range)}`),

  kiosks: () => getJson<KioskView[]>('/api/staff/kiosks'),
  /** A kiosk named; its one-time pairing code comes back once. */
  addKiosk: (request: KioskRequest) => sendJson<NewKiosk>('POST', '/api/staff/kiosks', request),
  revokeKiosk: (kioskId: string) => sendJson<KioskView>('DELETE', `/api/staff/kiosks/${id(kioskId)}`),

  schedule: (date: string) => getJson<Schedule>(`/api/staff/schedule?date=${id(date)}`),
  checkIn: (bookingId: string) =>
    sendJson<ScheduleBooking>('POST', `/api/staff/bookings/${id(bookingId)}/check-in`),
  markNoShow: (bookingId: string) =>
    sendJson<ScheduleBooking>('POST', `/api/staff/bookings/${id(bookingId)}/no-show`),
  undoStatus: (bookingId: string) =>
    sendJson<ScheduleBooking>('POST', `/api/staff/bookings/${id(bookingId)}/undo`),
  /** After the booking has ended: what happened, with a reason (audited). */
  correctBooking: (bookingId: string, correction: StaffCorrectionRequest) =>
    sendJson<ScheduleBooking>('POST', `/api/staff/bookings/${id(bookingId)}/correct`, correction),
  cancelBooking: (bookingId: string, reason: string) =>
    sendJson<ScheduleBooking>('POST', `/api/staff/bookings/${id(bookingId)}/cancel`, { reason }),
  /** Moves or changes a booking; 402 with `feeCents` while added guests' fee is neither collected nor left owed. */
  editBooking: (bookingId: string, change: StaffEditRequest) =>
    sendJson<ScheduleBooking>('PATCH', `/api/staff/bookings/${id(bookingId)}`, change),
  createBlocks: (request: CreateBlocksRequest) =>
    sendJson<CreateBlocksResponse>('POST', '/api/staff/blocks', request),
  removeBlock: (blockId: string, scope: 'block' | 'group' = 'block') =>
    sendJson<RemovedBlocks>('DELETE', `/api/staff/blocks/${id(blockId)}?scope=${scope}`),
  createBooking: (booking: DeskBookingRequest) =>
    sendJson<ScheduleBooking>('POST', '/api/staff/bookings', booking),

  /** A venue day's waitlist, read-only. */
  waitlist: (date: string) => getJson<StaffWaitlistDay>(`/api/staff/waitlist?date=${id(date)}`),

  tours: () => getJson<TourView[]>('/api/staff/tours'),
  confirmTour: (tourId: string, confirmedDate: string, confirmedTime: string) =>
    sendJson<TourView>('POST', `/api/staff/tours/${id(tourId)}/confirm`, { confirmedDate, confirmedTime }),
  completeTour: (tourId: string) => sendJson<TourView>('POST', `/api/staff/tours/${id(tourId)}/complete`),
  cancelTour: (tourId: string) => sendJson<TourView>('POST', `/api/staff/tours/${id(tourId)}/cancel`),
  saveTourNotes: (tourId: string, notes: string) =>
    sendJson<TourView>('PATCH', `/api/staff/tours/${id(tourId)}`, { notes }),

  inquiries: <K extends InquiryKind>(kind: K) => getJson<InquiryViews[K][]>(`/api/staff/inquiries/${kind}`),
  markHandled: (kind: InquiryKind, inquiryId: string) =>
    sendJson<unknown>('POST', `/api/staff/inquiries/${kind}/${id(inquiryId)}/handled`),
  saveInquiryNotes: (kind: InquiryKind, inquiryId: string, notes: string) =>
    sendJson<unknown>('PATCH', `/api/staff/inquiries/${kind}/${id(inquiryId)}`, { notes }),

  /** Private events: quotes built from event inquiries, sent, paid, cancelled; the add-ons' prices. */
  eventQuotes: () => getJson<StaffEventQuote[]>('/api/staff/event-quotes'),
  createEventQuote: (request: EventQuoteRequest) =>
    sendJson<StaffEventQuote>('POST', '/api/staff/event-quotes', request),
  changeEventQuote: (quoteId: string, change: EventQuoteChange) =>
    sendJson<StaffEventQuote>('PATCH', `/api/staff/event-quotes/${id(quoteId)}`, change),
  sendEventQuote: (quoteId: string) =>
    sendJson<SentEventQuote>('POST', `/api/staff/event-quotes/${id(quoteId)}/send`),
  /** `cents`: the balance the desk showed, refused by the server if that is no longer the price. */
  recordEventBalance: (quoteId: string, method: EventBalanceMethod, cents: number) =>
    sendJson<StaffEventQuote>('POST', `/api/staff/event-quotes/${id(quoteId)}/balance`, { method, cents }),
  cancelEvent: (quoteId: string, reason: string) =>
    sendJson<StaffEventQuote>('POST', `/api/staff/event-quotes/${id(quoteId)}/cancel`, { reason }),
  eventAddOns: () => getJson<EventAddOnPrice[]>('/api/staff/event-add-ons'),
  saveEventAddOns: (addOns: EventAddOnPrice[]) =>
    sendJson<EventAddOnPrice[]>('PUT', '/api/staff/event-add-ons', { addOns }),

  /** The plan's state filters the Members list only; a search elsewhere leaves it out. */
  members: (filters: Omit<MemberFilters, 'state'> & { state?: MemberFilters['state'] }) => {
    const query = new URLSearchParams();
    if (filters.q.trim()) query.set('q', filters.q.trim());
    if (filters.tier) query.set('tier', filters.tier);
    if (filters.status) query.set('status', filters.status);
    if (filters.state) query.set('state', filters.state);
    return getJson<StaffMemberView[]>(`/api/staff/members?${query}`);
  },
  setRole: (memberId: string, role: Exclude<UserRole, 'admin'>) =>
    sendJson<StaffMemberView>('PATCH', `/api/staff/members/${id(memberId)}/role`, { role }),

  analytics: (days: number) => getJson<AnalyticsDay[]>(`/api/staff/analytics?days=${days}`),

  report: (range: ReportRange) => getJson<StaffReport>(`/api/staff/reports?${rangeQuery(range)}`),
  cashUp: (date: string) => getJson<CashUpDay>(`/api/staff/cash-up?date=${id(date)}`),
  countCash: (count: CashUpRequest) => sendJson<CashUpDay>('POST', '/api/staff/cash-up', count),
  /** The trail in words; `member` finds a member's entries by part of their name. */
  audit: (range: ReportRange, actor: string, member = '') =>
    getJson<AuditTrail>(
      `/api/staff/audit?${rangeQuery(range)}${actor ? `&actor=${id(actor)}` : ''}${member ? `&member=${id(member)}` : ''}`,
    ),

  /** A Golf Tournaments event's competition for its guests (docs/decisions/066). */
  eventCompetition: (quoteId: string) =>
    getJson<EventCompetitionView>(`/api/staff/event-quotes/${id(quoteId)}/competition`),
  createEventCompetition: (quoteId: string, body: EventCompetitionRequest) =>
    sendJson<EventCompetitionView>('POST', `/api/staff/event-quotes/${id(quoteId)}/competition`, body),
  addGuest: (quoteId: string, name: string) =>
    sendJson<EventCompetitionView>('POST', `/api/staff/event-quotes/${id(quoteId)}/competition/guests`, {
      name,
    }),
  renameGuest: (quoteId: string, entryId: string, name: string) =>
    sendJson<EventCompetitionView>(
      'PATCH',
      `/api/staff/event-quotes/${id(quoteId)}/competition/guests/${id(entryId)}`,
      { name },
    ),
  removeGuest: (quoteId: string, entryId: string) =>
    sendJson<EventCompetitionView>(
      'DELETE',
      `/api/staff/event-quotes/${id(quoteId)}/competition/guests/${id(entryId)}`,
    ),
  // Staff's list: a private event's unlisted competition too.
  competitions: () => getJson<CompetitionSummary[]>('/api/staff/competitions'),
  competition: (competitionId: string) =>
    getJson<CompetitionDetail>(`/api/competitions/${id(competitionId)}`),
  createCompetition: (body: CreateCompetitionRequest) =>
    sendJson<{ id: string }>('POST', '/api/staff/competitions', body),
  editCompetition: (competitionId: string, body: UpdateCompetitionRequest) =>
    sendJson<{ id: string }>('PATCH', `/api/staff/competitions/${id(competitionId)}`, body),
  withdrawPlayer: (competitionId: string, entryId: string) =>
    sendJson<WithdrawAnswer>('DELETE', `/api/staff/competitions/${id(competitionId)}/entries/${id(entryId)}`),
  competitionEntries: (competitionId: string) =>
    getJson<StaffEntryView[]>(`/api/staff/competitions/${id(competitionId)}/entries`),
  addPlayer: (competitionId: string, userId: string) =>
    sendJson<StaffEntryView>('POST', `/api/staff/competitions/${id(competitionId)}/entries`, { userId }),
  movePlayer: (competitionId: string, round: number, entryId: string, bayNumber: string) =>
    sendJson<CompetitionDetail>(
      'PUT',
      `/api/staff/competitions/${id(competitionId)}/rounds/${round}/groups`,
      {
        entryId,
        bayNumber,
      },
    ),
  /** A round opened from one of its bays' blocks on the board. */
  competitionRound: (roundId: string) =>
    getJson<StaffRoundView>(`/api/staff/competition-rounds/${id(roundId)}`),
  closeRound: (competitionId: string, round: number) =>
    sendJson<CompetitionDetail>(
      'POST',
      `/api/staff/competitions/${id(competitionId)}/rounds/${round}/close`,
      {},
    ),
  /** A player's card of a round as it stands (null before any score), to correct it. */
  card: (competitionId: string, round: number, entryId: string) =>
    getJson<StaffCardAnswer>(
      `/api/staff/competitions/${id(competitionId)}/rounds/${round}/cards/${id(entryId)}`,
    ),
  writeCard: (competitionId: string, round: number, entryId: string, holes: readonly (number | null)[]) =>
    sendJson<CardView>('PUT', `/api/competitions/${id(competitionId)}/rounds/${round}/cards/${id(entryId)}`, {
      holes,
      final: true,
    }),
  /** A contest's next attempt for a player (null: a miss); staff's is attested as written. */
  enterAttempt: (competitionId: string, round: number, entryId: string, distance: number | null) =>
    sendJson<AttemptView>(
      'POST',
      `/api/competitions/${id(competitionId)}/rounds/${round}/attempts/${id(entryId)}`,
      { distance },
    ),
  /** Corrects (or attests) a player's attempt by its number; the server audits it. */
  correctAttempt: (
    competitionId: string,
    round: number,
    entryId: string,
    number: number,
    distance: number | null,
  ) =>
    sendJson<AttemptView>(
      'PUT',
      `/api/competitions/${id(competitionId)}/rounds/${round}/attempts/${id(entryId)}/${number}`,
      { distance },
    ),

  /** The pro shop (docs/shop.md): items by name or an exact code (a scanner types the SKU). */
  shopItems: (query: string, archived = false) =>
    getJson<ShopItem[]>(`/api/staff/shop/items?query=${id(query)}${archived ? '&archived=true' : ''}`),
  addShopItem: (item: ShopItemRequest) => sendJson<ShopItem>('POST', '/api/staff/shop/items', item),
  archiveShopItem: (itemId: string) =>
    sendJson<ShopItem>('POST', `/api/staff/shop/items/${id(itemId)}/archive`),
  /** A delivery adds `quantity`; a count sets the stock to it. */
  recordStock: (itemId: string, kind: 'delivery' | 'count', quantity: number) =>
    sendJson<ShopItem>('POST', `/api/staff/shop/items/${id(itemId)}/stock`, { kind, quantity }),
  /** A sale at the counter, or (payment 'tab') lines put on an open tab. */
  sell: (sale: ShopSaleRequest) => sendJson<ShopSale>('POST', '/api/staff/shop/sales', sale),
  sale: (saleId: string) => getJson<ShopSale>(`/api/staff/shop/sales/${id(saleId)}`),
  openTabs: () => getJson<Tab[]>('/api/staff/tabs?status=open'),
  openTab: (tab: TabRequest) => sendJson<Tab>('POST', '/api/staff/tabs', tab),
  /** Cash (with what was handed over), the terminal's card, or a payment link (`{ url }`). */
  closeTab: (tabId: string, method: 'cash' | 'card' | 'link', tenderedCents?: number) =>
    sendJson<TabCloseAnswer>('POST', `/api/staff/tabs/${id(tabId)}/close`, {
      method,
      ...(tenderedCents === undefined ? {} : { tenderedCents }),
    }),

  /** Some of a tab's lines to a new tab on a member or under a name: both tabs as they are after. */
  splitTab: (tabId: string, request: TabSplitRequest) =>
    sendJson<TabPair>('POST', `/api/staff/tabs/${id(tabId)}/split`, request),
  moveTabLine: (tabId: string, lineId: string, toTabId: string) =>
    sendJson<TabPair>('POST', `/api/staff/tabs/${id(tabId)}/lines/${id(lineId)}/move`, { toTabId }),

  outbox: (status: OutboxStatus | '') =>
    getJson<OutboxMessageView[]>(status ? `/api/staff/outbox?status=${id(status)}` : '/api/staff/outbox'),
  mailDelivery: () => getJson<MailDelivery>('/api/staff/mail-delivery'),
  retryMail: (messageId: string) =>
    sendJson<OutboxMessageView>('POST', `/api/staff/outbox/${id(messageId)}/retry`, {}),
};

/** A refusal's words for a toast: the server's title and message (ApiError's fields), or a plain fallback. */
export function refusalText(error: unknown, fallbackTitle = 'That did not work'): Notice {
  return refusalNotice(error, {
    title: fallbackTitle,
    message: 'The server could not be reached. Try again.',
  });
}
