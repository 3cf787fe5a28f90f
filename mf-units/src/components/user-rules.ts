import { type AppInfo, type CurrentUser, listsGen2OnlyByDefault } from '@portal/contracts';

/** What the start page and the migration page offer a user (spec 2 "Unit list", spec 6). */
export interface UserRules {
  operator: boolean;
  legacyOperator: boolean;
  demo: boolean;
  admin: boolean;
  extern: boolean;
  /** The manufacturer role (the configured brand) or admins: 'only external', 'only with location'. */
  brandFilters: boolean;
  /** The GEN2-only checkbox is hidden for operators (and on by default for everyone else). */
  gen2Filter: boolean;
  /** Operators add old units through the migration page (addHkaPossible); demo users cannot. */
  canAddUnit: boolean;
  /** The extern role registers its external unit there (spec 6 'Extern unit form'). */
  canAddExternUnit: boolean;
  /** Demo users cannot create or edit locations. */
  canEditLocations: boolean;
  /** The user debug flag reveals the 'connected' filter. */
  debug: boolean;
  /** Partners and the manufacturer, who look after many units, may list those needing attention first. */
  attentionSort: boolean;
  /** Installers (everyone but operators, the extern role and demo users) choose the page size. */
  pageSizeChoice: boolean;
}

const has = (user: CurrentUser, role: string) => user.inRole[role] === true || user.roles.includes(role);

export function userRulesOf(user: CurrentUser, app: Pick<AppInfo, 'brand'> | null): UserRules {
  const operator = has(user, 'betreiber');
  const demo = has(user, 'demo');
  const admin = has(user, 'admin');
  const brandFilters = admin || (app !== null && has(user, app.brand));
  return {
    operator,
    legacyOperator: has(user, 'betreiberold'),
    demo,
    admin,
    extern: has(user, 'extern'),
    brandFilters,
    gen2Filter: listsGen2OnlyByDefault(user.roles),
    canAddUnit: operator && !demo,
    canAddExternUnit: has(user, 'extern') && !operator && !demo,
    canEditLocations: !demo,
    debug: user.debug,
    attentionSort: brandFilters || has(user, 'partner'),
    pageSizeChoice: !operator && !demo && !has(user, 'extern'),
  };
}
