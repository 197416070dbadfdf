import { Random, WeightedPicker } from './random.js';
import { EMAIL_DOMAINS, FEMALE_NAMES, MALE_NAMES, SURNAMES, asciiLower } from './turkishNames.js';
import type { Selectable } from 'kysely';
import type { RefundsTable } from '../../server/db/types.js';

export const SEED_COLUMNS = [
  'user_id',
  'login_id',
  'member_name',
  'refund_name',
  'reason_id',
  'payment_method_id',
  'status_id',
  'amount_kurus',
  'ticket_id',
  'banveri',
  'email',
  'mail_sent',
  'completed_at',
  'created_by',
  'updated_by',
  'created_at',
  'updated_at',
] as const;

/**
 * One refund row as inserted: the seeded columns of the refunds table. completed_at is set for refunds in
 * the completed status (4), their last change, as the live trigger would.
 */
export type SeedRefund = Pick<Selectable<RefundsTable>, (typeof SEED_COLUMNS)[number]>;

interface Member {
  userId: string;
  loginId: string;
  name: string;
  iban: string | null;
  email: string | null;
  preferredMethod: number;
}

const DAY = 86_400_000;
const YEARS = 10;

// Skews seen in refund desks: a few methods carry most of the volume; most refunds end completed.
const METHODS = new WeightedPicker<number>([
  [14, 25],
  [15, 18],
  [4, 12],
  [5, 10],
  [16, 9],
  [17, 8],
  [6, 6],
  [13, 5],
  [18, 4],
  [19, 3],
]);
const REASONS = new WeightedPicker<number>([
  [1, 30],
  [2, 20],
  [3, 25],
  [4, 15],
  [5, 10],
]);
// Status mix by age: new refunds wait or are being reviewed, old ones are mostly closed.
const STATUS_NEW = new WeightedPicker<number>([
  [1, 50],
  [2, 30],
  [3, 10],
  [4, 5],
  [5, 3],
  [6, 2],
]);
const STATUS_RECENT = new WeightedPicker<number>([
  [1, 15],
  [2, 20],
  [3, 15],
  [4, 40],
  [5, 6],
  [6, 4],
]);
const STATUS_OLD = new WeightedPicker<number>([
  [1, 1],
  [2, 1],
  [3, 3],
  [4, 78],
  [5, 11],
  [6, 6],
]);
const DOMAINS = new WeightedPicker<string>(EMAIL_DOMAINS);
const TICKET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** ISO 13616 check digits for a Turkish BBAN (bank code, reserve digit, account number). */
function turkishIban(bban: string): string {
  let remainder = 0;
  for (const digit of `${bban}292700`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `TR${String(98 - remainder).padStart(2, '0')}${bban}`;
}

export interface GeneratorOptions {
  /** How many refunds this run adds. */
  count: number;
  seed: number;
  /** The admin user recorded as creator (and updater of touched rows). */
  adminId: number;
  /** The newest created_at; the oldest is ten years before it. */
  now: number;
  /** Share of rows entered again with the key of a recent refund (a duplicate group). */
  repeatRate: number;
}

/**
 * Realistic refunds in created_at order (ids then follow time, as in a live table): a member population
 * where some members come back often, Turkish names, skewed methods, reasons and statuses, round and odd
 * amounts, and a share of refunds re-entered with a recent refund's user, login, method and amount.
 */
export class RefundGenerator {
  private readonly random: Random;
  private readonly members: Member[];
  private readonly recent: SeedRefund[] = [];
  private produced = 0;

  constructor(private readonly options: GeneratorOptions) {
    this.random = new Random(options.seed);
    const memberCount = Math.max(100, Math.min(400_000, Math.ceil(options.count / 3)));
    this.members = Array.from({ length: memberCount }, () => this.member());
  }

  private personName(): string {
    const names = this.random.chance(0.5) ? MALE_NAMES : FEMALE_NAMES;
    const given = this.random.pick(names);
    const other = this.random.chance(0.12) ? this.random.pick(names) : given;
    const second = other === given ? '' : ` ${other}`;
    return `${given}${second} ${this.random.pick(SURNAMES)}`;
  }

  private member(): Member {
    const r = this.random;
    const name = this.personName();
    const parts = name.split(' ');
    const first = asciiLower(parts[0]);
    const last = asciiLower(parts[parts.length - 1]);
    const style = r.int(0, 3);
    const loginId =
      style === 0
        ? `${first}${last}${r.int(1, 99)}`
        : style === 1
          ? `${first}.${last}`
          : style === 2
            ? `${first}_${r.int(1960, 2006)}`
            : `${first[0]}${last}${r.digits(3)}`;
    return {
      userId: String(r.int(1_000_000, 99_999_999)),
      loginId,
      name,
      iban: r.chance(0.75) ? turkishIban(`${r.digits(5)}0${r.digits(16)}`) : null,
      email: r.chance(0.92) ? `${loginId.replace(/[^a-z0-9.]/g, '')}@${DOMAINS.pick(r)}` : null,
      preferredMethod: METHODS.pick(r),
    };
  }

  private amountKurus(): number {
    const r = this.random;
    const lira = Math.min(1_000_000, Math.max(10, Math.exp(Math.log(1500) + 1.1 * r.normal())));
    const style = r.next();
    if (style < 0.45)
      return Math.max(1, Math.round(lira / (lira >= 1000 ? 100 : 50))) * (lira >= 1000 ? 100 : 50) * 100;
    if (style < 0.6) return Math.round(lira) * 100;
    return Math.round(lira * 100);
  }

  private ticketId(): string {
    let id = '';
    for (let i = 0; i < 10; i++)
      id += TICKET_ALPHABET[Math.floor(this.random.next() * TICKET_ALPHABET.length)];
    return id;
  }

  private createdAt(): number {
    // Volume grows over the years: the density of created_at rises linearly towards now.
    const { count, now } = this.options;
    const span = YEARS * 365.25 * DAY;
    const position = Math.sqrt((this.produced + this.random.next()) / count);
    return Math.floor(now - span + span * position);
  }

  private status(age: number): number {
    if (age < 3 * DAY) return STATUS_NEW.pick(this.random);
    if (age < 30 * DAY) return STATUS_RECENT.pick(this.random);
    return STATUS_OLD.pick(this.random);
  }

  private mailSent(statusId: number): number | null {
    const u = this.random.next();
    if (statusId === 4) return u < 0.85 ? 1 : u < 0.95 ? 0 : null;
    if (statusId === 5 || statusId === 6) return u < 0.5 ? 1 : u < 0.7 ? 0 : null;
    return u < 0.05 ? 1 : u < 0.2 ? 0 : null;
  }

  next(): SeedRefund {
    const r = this.random;
    const { now, adminId } = this.options;
    const createdAt = this.createdAt();
    this.produced++;
    const statusId = this.status(now - createdAt);
    const mailSent = this.mailSent(statusId);
    const touched = statusId !== 1 || mailSent !== null;
    const updatedAt = touched ? Math.min(now, createdAt + r.int(10 * 60_000, 14 * DAY)) : createdAt;

    let row: SeedRefund;
    const repeated = this.recent.length > 0 && r.chance(this.options.repeatRate) ? r.pick(this.recent) : null;
    if (repeated) {
      row = { ...repeated, ticket_id: this.ticketId(), reason_id: REASONS.pick(r) };
    } else {
      // Some members come back often: the square skews picks towards the start of the population.
      const member = this.members[Math.floor(this.members.length * r.next() ** 2)];
      row = {
        user_id: member.userId,
        login_id: member.loginId,
        member_name: member.name,
        refund_name: r.chance(0.85) ? member.name : this.personName(),
        reason_id: REASONS.pick(r),
        payment_method_id: r.chance(0.7) ? member.preferredMethod : METHODS.pick(r),
        status_id: 1,
        amount_kurus: this.amountKurus(),
        ticket_id: this.ticketId(),
        banveri: member.iban,
        email: member.email,
        mail_sent: null,
        completed_at: null,
        created_by: adminId,
        updated_by: null,
        created_at: 0,
        updated_at: 0,
      };
    }
    row.status_id = statusId;
    row.mail_sent = mailSent;
    row.created_at = createdAt;
    row.updated_at = updatedAt;
    row.completed_at = statusId === 4 ? updatedAt : null;
    row.updated_by = touched ? adminId : null;
    if (this.recent.length < 2000) this.recent.push(row);
    else this.recent[r.int(0, this.recent.length - 1)] = row;
    return row;
  }
}
