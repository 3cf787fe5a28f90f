// The unit list's large world, seeded with bulk SQL (one INSERT ... SELECT per table): 100,000 units
// at 20,000 locations with operators, partner companies, presence and glance. Shared by the unit
// list's bench (units.mjs) and the fleet overview's (fleet.mjs).
import { sql } from 'drizzle-orm';

const rows = (result) => result.rows ?? result;

/**
 * Seeds the world into `db` (a fresh portal's database with the demo world); answers its counts and
 * how long seeding took. `maintenance`: analyze (default), vacuum, none (see units.mjs).
 */
export async function seedUnitWorld(db, { unitCount, locationCount, maintenance = 'analyze' }) {
  /** Bench locations the demo `betreiber` operates and the demo `partner`'s company looks after. */
  const operatorLocations = 10;
  const partnerLocations = Math.round(locationCount / 20);

  /** A pseudo-random pick from a list, decorrelated by `salt`. */
  const pick = (list, salt, i = 'i') =>
    `(array[${list.map((item) => `'${item}'`).join(',')}])[1 + (hashtext('${salt}' || ${i}) & 2147483647) % ${list.length}]`;
  const kinds = [
    // [serial prefix (unused by the demo world), msrTyp, module, benennung, productGroup]
    ['42', 3, 'L1', 'Dachs Gen2 G5.5', 'dachsII'],
    ['43', 3, '', 'Dachs Gen2 F5.5', 'dachsII'],
    ['44', 3, '', 'Dachs 0.8', 'dachs08'],
    ['45', 2, '', 'Dachs G 5.5', 'dachs'],
    ['46', 3, '', 'Energiespeicher SEplus 750', 'pufferspeicher'],
    ['47', 3, '', 'Wärmepumpe Luft/Wasser LW 9', 'waermepumpe'],
    ['48', 3, '', 'Stromspeicher SE 7.7', 'batterie'],
  ];
  const kindColumn = (index) => `(array[${kinds.map((kind) => `'${kind[index]}'`).join(',')}])[1 + k]`;
  const streets =
    'Hauptstraße,Bahnhofstraße,Gartenstraße,Schulstraße,Lindenstraße,Kirchstraße,Goethestraße,Schillerstraße,Bergstraße,Ringstraße,Waldstraße,Mühlenweg,Birkenweg,Rosenstraße,Eichendorffstraße,Mozartstraße,Ahornweg,Feldstraße,Parkstraße,Kastanienallee,Am Sonnenhang,Wiesenweg,Friedrich-Ebert-Straße,Uhlandstraße'.split(
      ',',
    );
  const cities =
    'Würzburg,Schweinfurt,Kitzingen,Bamberg,Regensburg,Nürnberg,München,Augsburg,Passau,Erlangen,Kassel,Fulda,Frankfurt am Main,Marburg,Erfurt,Darmstadt,Hamburg,Kiel,Lübeck,Bremen,Oldenburg,Dortmund,Köln,Münster,Bielefeld,Aachen,Leipzig,Dresden,Potsdam,Magdeburg,Stuttgart,Heidelberg,Ulm,Freiburg im Breisgau'.split(
      ',',
    );
  const kindsOfPlace =
    'Einfamilienhaus,Bäckerei,Hotel,Grundschule,Mehrfamilienhaus,Autohaus,Zahnarztpraxis,Gärtnerei,Pension,Metzgerei,Weingut,Schreinerei'.split(
      ',',
    );
  const surnames =
    'Schmidt,Fischer,Weber,Meyer,Wagner,Becker,Schulz,Koch,Richter,Klein,Wolf,Schröder,Neumann,Schwarz,Zimmermann,Braun,Krüger,Hartmann,Lange,Schmitt,Vogt,Köhler,Lehmann,Maier,Huber,Kaiser,Fuchs,Peters,Lang,Scholz'.split(
      ',',
    );
  const firstNames = 'Andreas,Anna,Bernd,Birgit,Christian,Claudia,Daniel,Elke,Frank,Julia'.split(',');
  const locationUuid = (n) => `md5('bench-location-' || ${n})::uuid`;

  /** Trigram indexes take inserts into their pending list while seeding, merged in one go afterwards. */
  const trigramIndexes = ['units_seriennummer_trgm', 'units_benennung_trgm', 'locations_search_trgm'];
  // The attention each unit's row keeps (ADR 0026), as the device gateway would have stored it with
  // the presence and glance seeded below; a build from before it (BENCH_BEFORE) has no such columns.
  const [{ stored } = { stored: false }] = rows(
    await db.execute(
      sql`select exists (select 1 from information_schema.columns where table_name = 'units' and column_name = 'offline_from') stored`,
    ),
  );
  /** One moment for the presence seeded and the attention that follows from it. */
  const seededAt = `'${new Date().toISOString()}'::timestamptz`;
  const presenceRank = `(hashtext('o' || sn) & 2147483647) % 100`;
  const glanceRank = `(hashtext('g' || sn) & 2147483647) % 100`;
  const attentionColumns = stored ? ', glance_attention, offline_from' : '';
  const attentionValues = stored
    ? `, case when ${glanceRank} < 2 then 0 when ${glanceRank} = 2 then 1 when ${glanceRank} between 3 and 7 then 3 else 4 end,
         case when ${presenceRank} < 80 then null when ${presenceRank} >= 90 then 'epoch'::timestamptz
           else ${seededAt} - case when ${presenceRank} >= 87 then interval '3 days' else interval '2 hours' end + interval '1 day' end`
    : '';
  const seedSteps = [
    ['bulk mode', trigramIndexes.map((index) => `alter index ${index} set (fastupdate = on)`)],
    [
      'locations',
      `insert into locations (uuid, name, vorname, nachname, email, telefonnummer, strasse, hausnummer, plz, ort, location_info)
       select ${locationUuid('i')}, ${pick(kindsOfPlace, 't')} || ' ' || ${pick(surnames, 'n')},
         ${pick(firstNames, 'v')}, ${pick(surnames, 'm')}, 'kontakt' || i || '@example.de', '0931 ' || (100000 + i),
         ${pick(streets, 's')}, (1 + (hashtext('h' || i) & 2147483647) % 150)::text,
         lpad((1000 + (hashtext('p' || i) & 2147483647) % 98000)::text, 5, '0'), ${pick(cities, 'o')},
         jsonb_build_object('PV', i % 3 = 0, 'BATTERIE', i % 7 = 0, 'WAERMEPUMPE', i % 5 = 0)
       from generate_series(1, ${locationCount}) i`,
    ],
    [
      'units (1% without location, 2% without contract, 0.5% external)',
      `insert into units (seriennummer, msr_typ, has_vertrag, module, benennung, artikel_nummer, product_group,
         location_uuid, inbetriebnahme_datum, external, info_map, zustimmung_map${attentionColumns})
       select sn, ${kindColumn(1)}::int, (hashtext('c' || i) & 2147483647) % 50 <> 0, ${kindColumn(2)}, ${kindColumn(3)},
         '4700' || (100000 + k), ${kindColumn(4)},
         case when (hashtext('x' || i) & 2147483647) % 100 = 0 then null
           else ${locationUuid(`(1 + (hashtext('l' || i) & 2147483647) % ${locationCount})`)} end,
         date '2010-01-01' + (hashtext('d' || i) & 2147483647) % 5000, (hashtext('e' || i) & 2147483647) % 200 = 0,
         case when k < 3 then '{"Gasart": "Erdgas E"}'::jsonb else '{}'::jsonb end,
         '{"DACHSWEB": true, "FERNZUGRIFF_DACHS": true, "FERNZUGRIFF_PARTNER": true}'::jsonb${attentionValues}
       from (select i, k, ${kindColumn(0)} || lpad(((i::bigint * 48271 + 12345) % 100000000)::text, 8, '0') sn
         from (select i, (hashtext('k' || i) & 2147483647) % ${kinds.length} as k from generate_series(1, ${unitCount}) i) g) h`,
    ],
    [
      'operators (one per location)',
      `insert into users (login, name, meta_data)
       select 'bench.op.' || i, 'Bench Operator ' || i, '{"email": "", "reviewUserData": false}'::jsonb
       from generate_series(1, ${locationCount}) i`,
    ],
    [
      'unit operators',
      `insert into unit_operators (sn, user_id)
       select u.seriennummer, o.id from units u join users o
         on o.login = 'bench.op.' || (1 + (hashtext(u.location_uuid::text) & 2147483647) % ${locationCount})
       where u.seriennummer like '4%'`,
    ],
    [
      `betreiber operates the units of ${operatorLocations} locations`,
      `insert into unit_operators (sn, user_id)
       select u.seriennummer, (select id from users where login = 'betreiber') from units u
       where u.location_uuid in (select ${locationUuid('n')} from generate_series(1, ${operatorLocations}) n)`,
    ],
    [
      'partner companies (200, one per location)',
      `insert into partners (name) select 'Bench Partner ' || i from generate_series(1, 200) i`,
    ],
    [
      'location partners',
      `insert into location_partners (location_uuid, partner_id)
       select l.uuid, p.id from locations l join partners p
         on p.name = 'Bench Partner ' || (1 + (hashtext(l.uuid::text || 'p') & 2147483647) % 200)
       where l.uuid in (select ${locationUuid('n')} from generate_series(1, ${locationCount}) n)`,
    ],
    [
      `partner's company looks after ${partnerLocations} locations`,
      `insert into location_partners (location_uuid, partner_id)
       select ${locationUuid('n')}, (select p.id from partners p join users u on u.id = p.user_id where u.login = 'partner')
       from generate_series(${locationCount - partnerLocations + 1}, ${locationCount}) n on conflict do nothing`,
    ],
    [
      'presence (90% heard of: 80% online, 3% offline for over a day)',
      `insert into unit_presence (sn, online, changed_at)
       select seriennummer, r < 80, ${seededAt} - case when r >= 87 then interval '3 days' else interval '2 hours' end
       from (select seriennummer, (hashtext('o' || seriennummer) & 2147483647) % 100 as r from units) u where r < 90
       on conflict do nothing`,
    ],
    [
      'glance (2% faults, 1% locked out, 5% maintenance due)',
      `insert into unit_glance (sn, running, output, locked, maintenance_due, fault_code, updated_at)
       select seriennummer, r % 2 = 0, case when r % 2 = 0 then 5.5 else 0 end, r between 2 and 2,
         r between 3 and 7, case when r < 2 then '101' end, now()
       from (select seriennummer, (hashtext('g' || seriennummer) & 2147483647) % 100 as r from units) u
       on conflict do nothing`,
    ],
    ...(stored
      ? [
          [
            "stored attention of the demo world's units",
            `update units t set glance_attention = d.attention, offline_from = d.offline_from
             from (select u.seriennummer sn, coalesce(case when g.fault_code is not null then 0 when g.locked then 1
                   when g.maintenance_due then 3 end, 4) attention,
                 case when p.sn is null then 'epoch'::timestamptz when p.online then null
                   else p.changed_at + interval '1 day' end offline_from
               from units u left join unit_glance g on g.sn = u.seriennummer
                 left join unit_presence p on p.sn = u.seriennummer) d
             where t.seriennummer = d.sn
               and (t.glance_attention <> d.attention or t.offline_from is distinct from d.offline_from)`,
          ],
        ]
      : []),
    [
      'trigram indexes merged',
      trigramIndexes.flatMap((index) => [
        `select gin_clean_pending_list('${index}')`,
        `alter index ${index} set (fastupdate = off)`,
      ]),
    ],
    ...(maintenance === 'none'
      ? []
      : [[maintenance, maintenance === 'vacuum' ? 'vacuum analyze' : 'analyze']]),
  ];
  const seedStarted = Date.now();
  for (const [label, statement] of seedSteps) {
    const started = Date.now();
    for (const one of [statement].flat()) await db.execute(sql.raw(one));
    console.log(`seeded ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const [counts] = rows(
    await db.execute(
      sql`select (select count(*)::int from units) units, (select count(*)::int from locations) locations`,
    ),
  );
  return { counts, seedSeconds, operatorLocations, partnerLocations };
}
