/**
 * Seeds a bench lounge straight into SQLite (after the server has created the schema): members
 * (every fifth VIP) with a password hashed at the box's cost, a staff account for the desk, a year
 * of past bookings (four sessions a bay a day, members taking turns), the coming six days booked the
 * same way (those members hold an upcoming booking), and nothing from the seventh day on: the days
 * whose booking window opens this morning. Members already signed in get a session row and the
 * sealed cookie their browser would hold.
 */
import { createHash, randomBytes } from 'node:crypto';
import Iron from '@hapi/iron';
import bcrypt from 'bcrypt';
import Database from 'better-sqlite3';
import { Temporal } from 'temporal-polyfill';

export const ZONE = 'America/Denver';
export const PASSWORD = 'bench-password-1';
/** bcrypt's cost on the box (server/src/auth/passwordCost.ts): a sign-in costs what it costs there. */
const BOX_HASH_COST = 12;
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

/**
 * @param {string} file the database
 * @param {{ bays: number, members: number }} lounge
 * @returns {{ bookings: number, members: { id: string, email: string, vip: boolean }[], staffEmail: string }}
 */
export function seedLounge(file, { bays, members }, today) {
  const db = new Database(file);
  const hash = bcrypt.hashSync(PASSWORD, BOX_HASH_COST);
  const stamp = new Date().toISOString();
  const insertUser = db.prepare(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, role, membership_type, membership_status, created_at, updated_at)
     VALUES (?, ?, ?, 'Bench', ?, ?, ?, 'monthly', ?, ?)`,
  );
  const insertBooking = db.prepare(
    `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, guest_count, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
  );
  const seeded = [];
  let n = 0;
  db.transaction(() => {
    for (let i = 0; i < members; i++) {
      const member = {
        id: `m-${String(i).padStart(5, '0')}`,
        email: `member${i}@bench.example`,
        vip: i % 5 === 0,
      };
      seeded.push(member);
      insertUser.run(
        member.id,
        member.email,
        hash,
        `Member${i}`,
        'member',
        member.vip ? 'vip' : 'general',
        stamp,
        stamp,
      );
    }
    insertUser.run('desk', 'desk@bench.example', hash, 'Desk', 'staff', null, stamp, stamp);
    for (let d = -365; d <= 6; d++) {
      const date = today.add({ days: d });
      for (let bay = 1; bay <= bays; bay++) {
        for (const [start, end] of SESSIONS) {
          const member = seeded[n % seeded.length];
          n++;
          const status = d < 0 ? (n % 17 === 0 ? 'cancelled' : 'completed') : 'confirmed';
          const row = [
            `s-${n}`,
            member.id,
            String(bay),
            date.toString(),
            instant(date, start),
            instant(date, end),
          ];
          insertBooking.run(...row, status, stamp, stamp);
        }
      }
    }
  })();
  db.pragma('optimize');
  db.close();
  return { bookings: n, members: seeded, staffEmail: 'desk@bench.example' };
}

/** Sessions for members who signed in before this morning: their rows, and the cookies their browsers hold. */
export async function seedSessions(file, userIds, secret, now) {
  const db = new Database(file);
  const insert = db.prepare('INSERT INTO sessions (sid, sess, expire) VALUES (?, ?, ?)');
  const expire = new Date(now + 14 * 24 * 3_600_000).toISOString();
  const cookies = new Map();
  for (const userId of userIds) {
    const sid = randomBytes(32).toString('base64url');
    insert.run(createHash('sha256').update(sid).digest('hex'), JSON.stringify({ userId }), expire);
    cookies.set(userId, `lounge_sid=${await Iron.seal({ sid }, secret, Iron.defaults)}`);
  }
  db.close();
  return cookies;
}

export { Temporal };
