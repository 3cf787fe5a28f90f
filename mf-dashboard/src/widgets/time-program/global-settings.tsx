import { useId } from 'react';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { levelClass } from './day-bar.js';
import type { TimeProgramMessageId } from './messages.js';
import { NumberStepper } from './number-stepper.js';
import type { ProgramSetup } from './program-setup.js';
import { TimeProgramText, useTimeProgramText } from './time-program-text.js';
import { cx, styles } from './time-program-styles.js';

// The global tab: the activity levels, with their temperatures where the programs carry them (one
// temperature per level, applied to every switch of that level in all days of all programs), and
// the custom value setting of power programs.

export interface GlobalSettingsProps {
  setup: ProgramSetup;
  editing: boolean;
  /** Per level, the distinct temperatures its switches use now. */
  levelTemperatures: Map<number, number[]>;
  /** The temperature a level gets (the edited one, else the most used). */
  temperatureFor: (level: number) => number | undefined;
  onTemperature: (level: number, value: number) => void;
  customSettingValue: number | undefined;
  onCustomSetting: (value: number) => void;
  formatTemperature: (value: number) => string;
  formatPower: (value: number) => string;
  onError: (id: string, error: TimeProgramMessageId | null) => void;
  /** Prefix of the edit error ids. */
  errorPrefix: string;
  /** The custom value setting's label (catalog data point label). */
  customSettingLabel: string | undefined;
}

export function GlobalSettings(props: GlobalSettingsProps) {
  const headingId = useId();
  return (
    <div className={styles.global}>
      <LevelsSection {...props} headingId={`${headingId}-levels`} />
      {props.setup.customSetting ? (
        <CustomSettingSection
          {...props}
          customSetting={props.setup.customSetting}
          headingId={`${headingId}-custom`}
        />
      ) : null}
    </div>
  );
}

function LevelsSection(props: GlobalSettingsProps & { headingId: string }) {
  const { setup, headingId } = props;
  return (
    <section aria-labelledby={headingId}>
      <h3 className={styles.sectionTitle} id={headingId}>
        <TimeProgramText id="mf.dashboard.timeProgram.global.levels" />
      </h3>
      <Table size="sm" className={styles.levelTable}>
        <thead>
          <tr>
            <th scope="col">
              <TimeProgramText id="mf.dashboard.timeProgram.global.level" />
            </th>
            {setup.temps ? (
              <th scope="col">
                <TimeProgramText id="mf.dashboard.timeProgram.global.temperature" />
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {setup.levelNames.map((name, level) => (
            <tr key={level}>
              <th scope="row" className="fw-normal">
                <span className={styles.levelName}>
                  <span className={cx(styles.swatch, levelClass(level))} aria-hidden="true" />
                  {name}
                </span>
              </th>
              {setup.temps ? (
                <td>
                  <LevelTemperature {...props} level={level} name={name} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </Table>
      {setup.temps ? (
        <p className={styles.hint}>
          <TimeProgramText id="mf.dashboard.timeProgram.global.temperatureHint" />
        </p>
      ) : null}
    </section>
  );
}

/** A level's temperature: a stepper in edit, else the temperatures its switches use now. */
function LevelTemperature(props: GlobalSettingsProps & { level: number; name: string }) {
  const { level, name, setup } = props;
  const text = useTimeProgramText();
  const used = props.levelTemperatures.get(level) ?? [];
  const badge = used.length > 1 ? <MixedBadge /> : null;
  if (props.editing) {
    return (
      <div className="d-flex flex-wrap align-items-center gap-1">
        <NumberStepper
          errorId={`${props.errorPrefix}.temperature${level}`}
          label={text('mf.dashboard.timeProgram.global.temperatureOf', { level: name })}
          value={props.temperatureFor(level)}
          {...setup.temperature}
          unit="°C"
          onChange={(value) => props.onTemperature(level, value)}
          onError={props.onError}
        />
        {badge}
      </div>
    );
  }
  if (used.length === 0)
    return (
      <span className={styles.muted}>
        <TimeProgramText id="mf.dashboard.timeProgram.global.unused" />
      </span>
    );
  return (
    <>
      {used.map(props.formatTemperature).join(' / ')}
      {badge}
    </>
  );
}

/** The level's switches use different temperatures; setting one here unifies them. */
function MixedBadge() {
  const text = useTimeProgramText();
  return (
    <Badge
      bg="warning"
      text="dark"
      className="ms-2"
      title={text('mf.dashboard.timeProgram.global.mixedHint')}
    >
      <TimeProgramText id="mf.dashboard.timeProgram.global.mixed" />
    </Badge>
  );
}

function CustomSettingSection(
  props: GlobalSettingsProps & {
    customSetting: NonNullable<ProgramSetup['customSetting']>;
    headingId: string;
  },
) {
  const { customSetting, headingId, formatPower } = props;
  const label = props.customSettingLabel ?? customSetting.key;
  return (
    <section aria-labelledby={headingId}>
      <h3 className={styles.sectionTitle} id={headingId}>
        {label}
      </h3>
      {props.editing ? (
        <NumberStepper
          errorId={customSetting.key}
          label={label}
          value={props.customSettingValue}
          {...customSetting.limits}
          unit={customSetting.unit}
          onChange={props.onCustomSetting}
          onError={props.onError}
        />
      ) : (
        <div className={styles.settingValue}>
          {props.customSettingValue === undefined ? '–' : formatPower(props.customSettingValue)}
        </div>
      )}
      <p className={styles.hint}>
        <TimeProgramText
          id="mf.dashboard.timeProgram.global.customValueRange"
          values={{
            min: formatPower(customSetting.limits.min),
            max: formatPower(customSetting.limits.max),
            step: formatPower(customSetting.limits.step),
          }}
        />
        {props.setup.customValue ? (
          <>
            {' '}
            <TimeProgramText id="mf.dashboard.timeProgram.global.customValueHint" />
          </>
        ) : null}
      </p>
    </section>
  );
}
