/**
 * Seeds a bench lounge straight into SQLite (after the server has created the schema): members
 * (every fifth VIP), a history of bookings (four sessions a bay a day, members taking turns) up to a
 * week ahead, and members with nothing booked for the runs that book. The coming Saturday's morning
 * is left free in the history, for the Saturday storm to fill.
 */
import bcrypt from 'bcrypt';
import Database from 'better-sqlite3';
import { Temporal } from 'temporal-polyfill';

export const ZONE = 'America/Denver';
export const PASSWORD = 'bench-password-1';
const SESSIONS = [
  [9, 11],
  [12, 13],
  [15, 17],
  [19, 21],
];

export const instant = (date, hour, minute = 0) =>
  date
    .toPlainDateTime({ hour, minute })
    .toZonedDateTime(ZONE)
    .toInstant()
    .toString({ fractionalSecondDigits: 3 });

/** The next Saturday after tomorrow, within a week. */
export function comingSaturday(today) {
  let day = today.add({ days: 2 });
  while (day.dayOfWeek !== 6) day = day.add({ days: 1 });
  return day;
}

/**
 * @param {string} file the database
 * @param {{ bays: number, members: number, days: number, bookers: number }} lounge
 * @returns {{ bookings: number, bookerEmails: string[] }}
 */
export function seedLounge(file, { bays, members, days, bookers }, today) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const hash = bcrypt.hashSync(PASSWORD, 4);
  const stamp = new Date().toISOString();
  const saturday = comingSaturday(today).toString();
  const insertUser = db.prepare(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, role, membership_type, membership_status, created_at, updated_at)
     VALUES (?, ?, ?, 'Bench', ?, 'member', ?, 'monthly', ?, ?)`,
  );
  const insertBooking = db.prepare(
    `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, guest_count, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 2, ?, ?, ?)`,
  );
  const ids = [];
  const bookerEmails = [];
  let n = 0;
  db.transaction(() => {
    for (let i = 0; i < members; i++) {
      const id = `m-${String(i).padStart(5, '0')}`;
      ids.push(id);
      insertUser.run(
        id,
        `member${i}@bench.example`,
        hash,
        `Member${i}`,
        i % 5 === 0 ? 'vip' : 'general',
        stamp,
        stamp,
      );
    }
    // VIP members with nothing booked: the taken-slot runner, the bookers and the Saturday crowd.
    insertUser.run('m-runner', 'runner@bench.example', hash, 'Runner', 'vip', stamp, stamp);
    for (let i = 0; i < bookers; i++) {
      const email = `booker${i}@bench.example`;
      bookerEmails.push(email);
      insertUser.run(`b-${i}`, email, hash, `Booker${i}`, 'vip', stamp, stamp);
    }
    for (let d = -days; d <= 7; d++) {
      const date = today.add({ days: d });
      const iso = date.toString();
      for (let bay = 1; bay <= bays; bay++) {
        for (const [start, end] of SESSIONS) {
          if (iso === saturday && start < 13) continue;
          const member = ids[n % ids.length];
          n++;
          const status = d < 0 ? (n % 17 === 0 ? 'cancelled' : 'completed') : 'confirmed';
          insertBooking.run(
            `s-${n}`,
            member,
            String(bay),
            iso,
            instant(date, start),
            instant(date, end),
            status,
            stamp,
            stamp,
          );
        }
      }
    }
  })();
  db.pragma('optimize');
  db.close();
  return { bookings: n, bookerEmails, saturday };
}

export { Temporal };
