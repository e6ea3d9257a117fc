/**
 * The live preview: the device frame and its canvas. It draws what the server streams (a layout and
 * frames, interpolated by timestamp), turns pointers and keys on the canvas into input events, and
 * shows the performance overlay. A drag of the pages and its settle are drawn at once from the
 * server's position table (`local-motion.js`), the server's frames taking over once they have caught
 * up; `data-pending` = 1 while the preview draws ahead of them. The canvas carries `data-index` and `data-position` of the newest
 * frame received, `data-shown-position` of the frame drawn last (`data-shown-indicator`: its indicator, `x y width height`; `data-shown-at`: when, ms on `performance.now()`), `data-page-stride` (points from one
 * page to the next), `data-axis` (`horizontal` or `vertical`, the pages' direction), and `data-tween` = 1 while it moves the buttons to a new layout (docs/frames.md
 * `transition`).
 *
 * A preview can follow another's gestures (compare mode's baseline, whose canvas takes none): the one
 * whose canvas is used tells its `follower` each step of a press, where the mouse rests, its focus and
 * a control's click (`follow`), so that the follower plays its own session's answers from the same
 * moments (decision 0037); the inputs themselves reach the follower's session mirrored.
 *
 * Each frame is drawn on the layout of its own revision (`layout-revisions.js`): a layout that arrives
 * while the stream's frames of the one before are still being drawn applies from its first frame, and
 * an animation the preview plays (a tap's, an auto-scroll's) goes on through a designer's edit on the
 * server's continuation of it (decision 0048).
 *
 * ```
 *  onLayout ─▶ layouts by revision ─ the drawn frame's (tweened from the one drawn before when it has a transition) ─┐
 *  onFrame ─▶ delta merge ─▶ timeline ─rAF sample─┬─▶ renderer.draw
 *  onTable ─▶ position table ─┐                   │
 *  pointer/keys ─▶ send({type: 'pointerDown', t, x, y, pointerId} …)
 *               └─▶ local motion (drag, predicted settle) ─▶ drawn instead while active
 * ```
 */

import { applyFrame, trimButtons } from '../logic/frame-state.js';
import { createFrameTimeline } from '../logic/frame-timeline.js';
import { createLocalMotion } from '../logic/local-motion.js';
import { createPositionTable } from '../logic/position-table.js';
import { createTapAhead } from '../logic/tap-ahead.js';
import { createHoverAhead } from '../logic/hover-ahead.js';
import { createLateStart } from '../logic/late-start.js';
import { touchQuestions } from '../logic/touch-ahead.js';
import { movingTap } from '../logic/moving-tap.js';
import { movingKey } from '../logic/moving-key.js';
import { pagesRest, restKey, restTap } from '../logic/rest-tap.js';
import { createRefreshMeter, holdIntervalFor } from '../logic/refresh-meter.js';
import { createLayoutRevisions } from '../logic/layout-revisions.js';
import { backingDensity, clientToViewport, fitScale, tabAt } from '../logic/geometry.js';
import { formatRate } from '../logic/stats.js';
import { DISPLAY_FONT_FAMILY, FONT_FAMILY } from '../logic/fonts.js';
import { ensureLayoutFonts, layoutFontsReady } from '../services/font-loader.js';
import { createRenderer } from '../render/renderer.js';

/** How long (s) after its predicted rest the preview waits for the server before saying so. */
const PENDING_NOTE_AFTER = 0.3;

/** Answers to one gesture carry its time to the server's 4 decimals. */
const SAME_GESTURE = 0.0005;

/** Keys the preview sends to the pager (docs/api.md `key` inputs). */
const KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * @param {HTMLElement} root  the stage (holds `[data-stage-viewport]`, `[data-device]`, the canvas)
 * @param {{
 *   send: (event: Record<string, unknown>) => void,
 *   stats: ReturnType<typeof import('../logic/stats.js').createStats>,
 *   onIndexChange?: (index: number, layout: any) => void,
 *   onDrawn?: (position: number) => void,
 *   whatIf?: (questions: string[]) => Promise<Record<string, {frameSeq: number, trajectory?: any}> | null>,
 *   follower?: () => Follow | null,
 *   pad?: number,
 * }} deps  `whatIf`: what clicks would start now, by question (`tap=N`, `scrollTo=next`…: the session's
 *   `GET …/what-if`, several in one request);
 *   `follower`: the preview told of this one's gestures (its `follow`), if any now; `pad`: CSS pixels kept
 *   free round the device (0 when the viewport is the page's own size; a smaller `--stage-pad` on the
 *   viewport box wins)
 */
export function Preview(root, { send, stats, onIndexChange, onDrawn, whatIf, follower = () => null, pad = 16 }) {
  const viewportBox = /** @type {HTMLElement} */ (root.querySelector('[data-stage-viewport]'));
  const device = /** @type {HTMLElement} */ (root.querySelector('[data-device]'));
  const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas'));
  const overlay = /** @type {HTMLElement} */ (root.querySelector('[data-overlay]'));
  const announce = /** @type {HTMLElement} */ (root.querySelector('[data-announce]'));
  const renderer = createRenderer(canvas);
  const timeline = createFrameTimeline();
  const motion = createLocalMotion();
  /** Shown when the preview has drawn ahead of the server for longer than a network hiccup. */
  const pendingNote = document.createElement('div');
  pendingNote.className = 'device__pending';
  pendingNote.dataset.pendingNote = '';
  pendingNote.textContent = 'Waiting for the server…';
  pendingNote.hidden = true;
  device.append(pendingNote);
  /** When the preview began drawing ahead of the server (s), or null. */
  let aheadSince = null;
  /** @type {ReturnType<typeof createPositionTable> | null} */
  let table = null;
  /** The newest layout received. */
  /** @type {any} */
  let layout = null;
  /** The layouts by revision, each frame drawn on its own. */
  const layouts = createLayoutRevisions();
  /** Whether the buttons move into a new layout (its `transition`) in what was drawn last. */
  let tweening = false;
  /** @type {import('../logic/frame-state.js').FrameState | null} */
  let state = null;
  /** @type {import('../logic/frame-state.js').FrameState | null} */
  let shown = null;
  /** When (s) the pages were first drawn where they are (`rest-tap.js`). */
  let shownSince = 0;
  let env = {
    scheme: /** @type {'light' | 'dark'} */ ('light'), device: undefined, landscape: false, showInsets: true,
    /** @type {any} */ focus: null, furniture: true,
  };
  let viewport = { width: 393, height: 852, safeArea: { top: 59, left: 0, bottom: 34, right: 0 } };
  let rate = 1;
  let dirty = true;
  let scheduled = false;
  let fontsReady = false;
  /** @type {number | null} */
  let activePointer = null;
  /** Whether a press is down (on this canvas, or on the one this preview follows). */
  let pressing = false;
  let lastIndex = -1;
  /** A tap's animation, from the server's answer to the finger going down, played when it lifts. */
  const tapAhead = createTapAhead();
  /** A click's animation, asked of the server while the mouse rests on what it clicks, played from it. */
  const hoverAhead = createHoverAhead();
  /** A gesture's animation answered too late to begin on time starts whole when it comes (late-start.js). */
  const lateStart = createLateStart();
  /**
   * The press down now: the tab under it on the frame drawn, whether it moved past the slop, and whether
   * the pages drawn rested when it went down (`rest-tap.js`).
   * @type {{x: number, y: number, tab: number | null, moved: boolean, atRest: boolean} | null}
   */
  let press = null;
  /**
   * The moment (s) of a tap or key drawn ahead while the pages moved (`moving-tap.js`) whose own answer has not
   * come: an earlier gesture's answer arriving meanwhile is not drawn (the tap changed what it started).
   * @type {number | null}
   */
  let aheadOf = null;
  /** Where the mouse is over the canvas with no button down (viewport points), or null. */
  /** @type {{x: number, y: number} | null} */
  let hoverPoint = null;
  /** The control under the mouse or focused (the Next button: `scrollTo=next`), or null. */
  /** @type {string | null} */
  let controlHovered = null;
  /** Whether the canvas has the keyboard focus: the arrow keys are then asked about too. */
  let focused = false;
  /**
   * Whether a finger, not a mouse, presses the preview (no hover to go by): every tab in view and
   * Previous and Next are then asked about at each rest (`touch-ahead.js`, decision 0041). A screen
   * with no hover starts so; on any other, the last press on the canvas tells.
   */
  let touching = typeof matchMedia === 'function' && matchMedia('(hover: none)').matches;
  /** The display's refresh, so that frames the phone would hold for two refreshes are held here too. */
  const refresh = createRefreshMeter();

  const now = () => performance.now() / 1000;

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(tick);
  }

  function tick() {
    scheduled = false;
    // Text drawn before its faces load would use a fallback font, wider or narrower than measured.
    if (!fontsReady || !layoutFontsReady(layout)) return;
    const t = now();
    refresh.tick(t);
    const holdInterval = holdIntervalFor(refresh.interval);
    motion.setHoldInterval(holdInterval);
    const server = timeline.sample(t, rate, holdInterval);
    const ahead = motion.active ? motion.frameAt(t, server, timeline.latest) : null;
    const sample = ahead ?? server;
    canvas.dataset.pending = motion.active ? '1' : '';
    // A drag draws ahead by design; past its settle, a wait this long is the network's.
    const waiting = motion.phase === 'hold' || motion.phase === 'blend';
    if (waiting && aheadSince === null) aheadSince = t;
    if (!waiting) aheadSince = null;
    pendingNote.hidden = !(aheadSince !== null && t - aheadSince > PENDING_NOTE_AFTER);
    const step = layouts.drawn(sample, t);
    const drawn = step.layout;
    if (tweening || !step.done) dirty = true;
    tweening = !step.done;
    canvas.dataset.tween = tweening ? '1' : '';
    if (sample !== shown || dirty) {
      if (sample?.position !== shown?.position) shownSince = t;
      shown = sample;
      dirty = false;
      renderer.draw(drawn, shown, env);
      stats.drew(t);
      // The layout drawn and the frame drawn on it: the same revision (decision 0048).
      canvas.dataset.drawn = shown && drawn ? `${drawn.rev}:${shown.seq}` : '';
      canvas.dataset.drawnFrameRev = shown ? String(shown.rev ?? '') : '';
      canvas.dataset.shownPosition = shown ? String(shown.position) : '';
      canvas.dataset.shownAt = String(t * 1000);
      const mark = shown?.indicator;
      canvas.dataset.shownIndicator = mark ? [mark.x, mark.y, mark.width, mark.height].join(' ') : '';
      if (shown) onDrawn?.(shown.position);
    }
    if ((shown && shown !== timeline.latest) || tweening || motion.active) schedule();
    else askAboutHover();
  }

  /** Whether the preview shows the server's newest frame, drawing nothing of its own: the pager at rest. */
  function atRest() {
    return shown !== null && shown === timeline.latest && !motion.active && !tweening && rate >= 1;
  }

  /**
   * The what-if question of a click at `at` (viewport points) on the newest frame: `tap=N` on a tab,
   * else null.
   * @param {{x: number, y: number} | null} at
   */
  function tapQuestion(at) {
    const index = at && layout ? tabAt(layout, timeline.latest, at) : null;
    return index === null ? null : `tap=${index}`;
  }

  /**
   * What a click or key press may come on, most likely first: the control under the mouse, or the tab
   * (`tap=N`); with the keyboard focus, the arrow keys; on a touch screen, every tab in view and
   * Previous and Next (`touch-ahead.js`).
   * @returns {string[]}
   */
  function likelyNext() {
    const pointed = controlHovered ?? tapQuestion(hoverPoint);
    return [
      ...(pointed ? [pointed] : []),
      ...(focused ? ['key=ArrowRight', 'key=ArrowLeft'] : []),
      ...(touching ? touchQuestions(layout, timeline.latest) : []),
    ];
  }

  /**
   * Asks the server what a click where the mouse rests (or a key press, or on a touch screen a tap)
   * would start, once per thing and frame, all it does not know yet in one request (`hover-ahead.js`,
   * decision 0043), so that it plays from its moment.
   */
  function askAboutHover() {
    if (!whatIf || activePointer !== null || pressing || !atRest()) return;
    const questions = hoverAhead.ask(likelyNext(), /** @type {any} */ (timeline.latest).seq);
    if (questions.length === 0) return;
    whatIf(questions).then(
      (answers) => {
        hoverAhead.answers(questions, answers);
        askAboutHover();
      },
      () => hoverAhead.answers(questions, null),
    );
  }

  /** The pinch zoom the canvas was last sized for. */
  let fittedZoom = 1;

  function fit() {
    const box = viewportBox.getBoundingClientRect();
    // The stylesheet may ask for less room round the device (`--stage-pad`: the phone layout's 8 px).
    const styled = parseFloat(getComputedStyle(viewportBox).getPropertyValue('--stage-pad'));
    const room = Number.isFinite(styled) ? Math.min(pad, styled) : pad;
    const scale = fitScale(viewport, { width: Math.max(80, box.width - room * 2), height: Math.max(80, box.height - room * 2) });
    // A pinch-zoomed page gets a canvas with the pixels to stay sharp at that zoom (decision 0055).
    const zoom = window.visualViewport?.scale ?? 1;
    fittedZoom = zoom;
    renderer.resize(viewport, scale, backingDensity(window.devicePixelRatio || 1, zoom, viewport.width * scale, viewport.height * scale));
    const radius = env.device?.corner ?? 0;
    device.style.setProperty('--device-radius', `${radius * scale}px`);
    device.style.setProperty('--device-bezel', `${Math.max(4, 12 * scale)}px`);
    dirty = true;
    schedule();
  }

  new ResizeObserver(fit).observe(viewportBox);
  // A pinch changes the visual viewport's scale and nothing the ResizeObserver sees (the keyboard
  // showing resizes it too: refit only when the scale changed).
  window.visualViewport?.addEventListener('resize', () => {
    if (window.visualViewport?.scale !== fittedZoom) fit();
  });

  // The default face's two designs, which the page preloads (the page mock's title is in the display
  // design): decoded while the session is still on its way, not after its layout names them (decision 0062).
  Promise.all([
    document.fonts.load(`400 16px "${FONT_FAMILY}"`),
    document.fonts.load(`700 16px "${FONT_FAMILY}"`),
    document.fonts.load(`700 28px "${DISPLAY_FONT_FAMILY}"`),
  ])
    .catch(() => undefined)
    .then(() => {
      fontsReady = true;
      if (layoutFontsReady(layout)) canvas.dataset.fonts = 'ready';
      dirty = true;
      schedule();
    });

  /** @param {PointerEvent} event */
  function point(event) {
    return clientToViewport(event.clientX, event.clientY, canvas.getBoundingClientRect(), viewport);
  }

  /**
   * @param {string} type
   * @param {PointerEvent} event
   */
  function sendPointer(type, event) {
    const { x, y } = point(event);
    send({ type, t: event.timeStamp / 1000, x, y, pointerId: event.pointerId });
  }

  /**
   * Plays an animation of the server's from its gesture's moment on this clock (`clientTime`; an
   * auto-scroll has none and plays where the stream's frames would).
   * @param {any} trajectory
   */
  function playFromGesture(trajectory) {
    // Frames carry the layout revision they are drawn on; one that never reaches the layout shown is stale.
    if (rate < 1 || (layout && !trajectory.frames?.some((/** @type {any} */ f) => f.rev === layout.rev))) return;
    const t = now();
    const own = trajectory.clientTime;
    if (typeof own === 'number' && aheadOf !== null) {
      // An earlier gesture's answer, arriving after a tap drawn ahead: that tap superseded it.
      if (own < aheadOf - SAME_GESTURE) return;
      aheadOf = null;
    }
    const moving = motion.phase !== null && motion.phase !== 'hold';
    const clientTime = typeof own === 'number' ? lateStart.clientTimeFor(trajectory, t, shown, moving) : timeline.localTime(trajectory.start, t);
    if (clientTime === null) return;
    // From what is on screen: an answer later than its gesture blends in (decision 0041).
    motion.play({ ...trajectory, clientTime }, t, shown);
    schedule();
  }

  /**
   * A click on a control, or a key press, whose question is `question`, at time `t` (s): plays its
   * animation from `t` if the server said what it starts on the frame shown (`hover-ahead.js`); while the
   * pages move, as the library takes it (`moving-key.js`: a tap on the tab it names, decision 0049).
   * @param {string} question
   * @param {number} t
   */
  function playAhead(question, t) {
    if (!atRest()) {
      if (!pressAtRest(question, t)) drawWhileMoving(t, (args) => movingKey({ ...args, question }));
      return;
    }
    const early = hoverAhead.forPress(question, /** @type {any} */ (timeline.latest).seq);
    if (early) playFromGesture({ ...early, clientTime: t });
    else pressAtRest(question, t);
  }

  /**
   * A key or control press (`question`) at `at` (s) with no answer of the server's to play, on pages drawn
   * at rest (within a round trip of a rest, or before the what-if answer about it came): drawn at once as
   * a tap on the tab the engine names (`rest-tap.js` `restKey`, decision 0054), until the server's answer
   * blends in. Returns whether the pages rest (then the press is no press while they move).
   * @param {string} question
   * @param {number} at
   */
  function pressAtRest(question, at) {
    return drawFromRest(at, (args) => restKey({ ...args, question }));
  }

  /**
   * A press went down at (`x`, `y`) (viewport points) at time `t` (s): a tap's animation is readied
   * (`tap-ahead.js`), and a finger on the pages is drawn from the position table (`local-motion.js`).
   * @param {number} t
   * @param {number} x
   * @param {number} y
   */
  function pressDown(t, x, y) {
    pressing = true;
    press = { x, y, tab: layout && shown ? tabAt(layout, shown, { x, y }) : null, moved: false, atRest: pagesResting(t) };
    tapAhead.down(t, x, y);
    if (atRest()) {
      // A click on the tab the mouse rested on: the server said what it starts (hover-ahead.js).
      const early = hoverAhead.forPress(tapQuestion({ x, y }), /** @type {any} */ (timeline.latest).seq);
      if (early) tapAhead.offer({ ...early, clientTime: t });
    }
    // At rest on the layout shown (the server's rest, or the one the preview predicted and waits for
    // the server to reach), or gliding after a release, a finger on the pages is drawn from the position
    // table; a touch the engine does not turn into a drag leaves what is drawn playing (local-motion.js).
    const resting = shown !== null && (shown === timeline.latest || motion.phase === 'hold');
    motion.begin(rate >= 1 && !tweening ? table : null, shown, x, y, { resting });
  }

  /** The press moved to (`x`, `y`) at `t`. @param {number} x @param {number} y @param {number} t */
  function pressMove(x, y, t) {
    tapAhead.move(x, y);
    if (press && Math.hypot(x - press.x, y - press.y) > (table?.rules?.slop ?? 10)) press.moved = true;
    // Drawn in this frame, ahead of the server.
    if (motion.move(x, y, t)) schedule();
  }

  /** The press lifted at `t`: a drag settles, a tap plays from here. @param {number} t */
  function pressUp(t) {
    pressing = false;
    motion.release(t);
    const tap = tapAhead.up(t);
    if (tap) playFromGesture(tap);
    else if (press && !press.moved && press.tab !== null && !tapAtRest(press.tab, press.atRest, t)) tapWhileMoving(press.tab, t);
    press = null;
    schedule();
  }

  /**
   * A tap on tab `target` lifted at `at` (s) while an animation plays: drawn at once as the library takes
   * it (BTabViewController retargets, SwiftUITabPager queues; decision 0045), from the position table's
   * rules, until the server's answer, a round trip later, blends in. Nothing where the library refuses it.
   * @param {number} target
   * @param {number} at
   */
  function tapWhileMoving(target, at) {
    drawWhileMoving(at, (args) => movingTap({ ...args, target }));
  }

  /**
   * A tap, key or control press at `at` (s) while an animation plays, drawn from it as `predict` (a
   * `moving-tap.js` or `moving-key.js` prediction) says, if it says anything.
   * @param {number} at
   * @param {(args: {rules: any, running: any, at: number, table: any, drawn: any}) => any} predict
   */
  function drawWhileMoving(at, predict) {
    const running = motion.running;
    if (!running || rate < 1 || tweening || !table || !shown) return;
    const predicted = predict({ rules: table.rules, running, at, table, drawn: shown });
    if (predicted) playDrawnAhead(predicted, at);
  }

  /**
   * A tap, key or control press at `at` (s) with no answer of the server's to play: on pages drawn at
   * rest, drawn from them as `predict` (a `rest-tap.js` prediction) says, if it says anything. Returns
   * whether the pages rest (then the press is no press while they move, whose slide would start on the
   * next frame of an animation whose pages have arrived).
   * @param {number} at
   * @param {(args: {rules: any, at: number, table: any, drawn: any}) => any} predict
   */
  function drawFromRest(at, predict) {
    if (rate < 1 || tweening || !table || !pagesResting(at)) return false;
    const predicted = predict({ rules: table.rules, at, table, drawn: shown });
    if (predicted) playDrawnAhead(predicted, at);
    return true;
  }

  /**
   * Plays `predicted`, an animation drawn ahead of the server's answer to the press at `at` (s), on from
   * what is drawn; an earlier gesture's answer arriving later is not drawn (`playFromGesture`).
   * @param {{start: number, clientTime: number, frames: any[]}} predicted
   * @param {number} at
   */
  function playDrawnAhead(predicted, at) {
    aheadOf = at;
    motion.play(predicted, now(), shown, { seamless: true });
  }

  /** Whether the pages drawn rest at `t` and nothing drawn will move them (`rest-tap.js`). @param {number} t */
  function pagesResting(t) {
    const drawn = { phase: motion.phase, running: motion.running, drawn: shown, settled: shown === timeline.latest };
    return pagesRest({ ...drawn, at: t, since: shownSince });
  }

  /**
   * A tap on tab `target` lifted at `at` (s) with no answer of the server's to play, on pages drawn at
   * rest (a round trip after a rest, the what-if answers still for the old one): drawn at once from the
   * table's `tapAtRest` rule, until the server's answer blends in (decision 0050). Nothing where a tap
   * does not slide, or (`downAtRest` false) the touch went down while the pages moved and the library
   * takes no touch then. Returns whether the pages rest (`drawFromRest`).
   * @param {number} target
   * @param {boolean} downAtRest
   * @param {number} at
   */
  function tapAtRest(target, downAtRest, at) {
    return drawFromRest(at, (args) => restTap({ ...args, target, downAtRest }));
  }

  /** The press was cancelled: nothing plays. */
  function pressCancel() {
    pressing = false;
    press = null;
    motion.cancelDrag();
    tapAhead.cancel();
    schedule();
  }

  /** The mouse rests at `at` (viewport points) with no button down, or left (null). @param {{x: number, y: number} | null} at */
  function hoverAt(at) {
    hoverPoint = at;
    if (at) askAboutHover();
  }

  /** The preview has the keyboard focus or lost it. @param {boolean} on */
  function setFocused(on) {
    focused = on;
    if (on) askAboutHover();
  }

  /**
   * The mouse rests on (or the keyboard focuses) a control whose click `question` asks about, or left it.
   * @param {string} question
   * @param {boolean} on
   */
  function hoverControl(question, on) {
    if (on) controlHovered = question;
    else if (controlHovered === question) controlHovered = null;
    askAboutHover();
  }

  /**
   * What a follower is told: the same steps, at the same moments and points (decision 0037).
   * @type {Follow}
   */
  const follow = {
    down: pressDown, move: pressMove, up: pressUp, cancel: pressCancel,
    hover: hoverAt, focus: setFocused, control: hoverControl, ahead: playAhead,
  };

  /**
   * Each step of this canvas's gestures, here and at the follower.
   * @template {keyof Follow} K
   * @param {K} step
   * @param {Parameters<Follow[K]>} args
   */
  function both(step, ...args) {
    /** @type {any} */ (follow[step])(...args);
    const other = follower();
    if (other) /** @type {any} */ (other[step])(...args);
  }

  canvas.addEventListener('pointerdown', (event) => {
    if (activePointer !== null || !event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    activePointer = event.pointerId;
    touching = event.pointerType !== 'mouse';
    canvas.setPointerCapture(event.pointerId);
    canvas.focus({ preventScroll: true, focusVisible: false });
    event.preventDefault();
    sendPointer('pointerDown', event);
    const { x, y } = point(event);
    both('down', event.timeStamp / 1000, x, y);
  });
  canvas.addEventListener('pointermove', (event) => {
    if (activePointer === null && event.pointerType === 'mouse') both('hover', point(event));
    if (event.pointerId !== activePointer) return;
    const samples = typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : [];
    for (const sample of samples.length > 0 ? samples : [event]) sendPointer('pointerMove', sample);
    const { x, y } = point(event);
    both('move', x, y, event.timeStamp / 1000);
  });
  const release = (/** @type {string} */ type) => (/** @type {PointerEvent} */ event) => {
    if (event.pointerId !== activePointer) return;
    activePointer = null;
    // A cancel (the browser took the touch to scroll the page) has no position: docs/api.md gives
    // `pointerCancel` only `t` and `pointerId`, and the event's coordinates are zero.
    if (type === 'pointerCancel') send({ type, t: event.timeStamp / 1000, pointerId: event.pointerId });
    else sendPointer(type, event);
    if (type === 'pointerUp') both('up', event.timeStamp / 1000);
    else both('cancel');
  };
  canvas.addEventListener('pointerup', release('pointerUp'));
  canvas.addEventListener('pointercancel', release('pointerCancel'));
  canvas.addEventListener('lostpointercapture', (event) => {
    if (event.pointerId === activePointer) release('pointerCancel')(event);
  });
  canvas.addEventListener('pointerleave', () => both('hover', null));
  canvas.addEventListener('contextmenu', (event) => event.preventDefault());
  canvas.addEventListener('keydown', (event) => {
    if (!KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const t = event.timeStamp / 1000;
    both('ahead', `key=${event.key}`, t);
    send({ type: 'key', t, key: event.key });
  });
  canvas.addEventListener('focus', () => both('focus', true));
  canvas.addEventListener('blur', () => both('focus', false));

  setInterval(() => {
    if (overlay.hidden) return;
    const s = stats.snapshot(now());
    overlay.replaceChildren(
      line('fps', `${Math.round(s.fps)}`, `stream ${Math.round(s.streamFps)}`),
      line('latency', s.latencyMs === null ? '–' : `${s.latencyMs} ms`, 'input → frame'),
      line('data', formatRate(s.bytesPerSecond), ''),
    );
  }, 250);

  return {
    /**
     * The position table of a layout (`event: table`), for drawing drags at once.
     * @param {any} message
     */
    setTable(message) {
      table = createPositionTable(message);
    },

    /**
     * The server's answer to a release, tap or key (or an auto-scroll it started): the animation,
     * played from the gesture's moment.
     * @param {any} trajectory
     */
    playTrajectory(trajectory) {
      // The running animation on a designer's new layout: it goes on from where it is drawn.
      if (typeof trajectory?.relayout === 'number') {
        if (motion.continueWith(trajectory, now())) schedule();
        return;
      }
      tapAhead.answered(trajectory?.clientTime);
      playFromGesture(trajectory);
    },

    /**
     * The animation a tap would start on the tab under the finger (the server's answer to the finger
     * going down), played from the moment the finger lifts (`tap-ahead.js`).
     * @param {any} trajectory
     */
    offerTapTrajectory(trajectory) {
      const tap = tapAhead.offer(trajectory);
      if (tap) playFromGesture(tap);
    },

    /**
     * The mouse rests on (or the keyboard focuses) a control whose click `question` asks about
     * (`scrollTo=next`), or (`on` false) left it: asked of the server ahead of the click (`hover-ahead.js`),
     * here and by the follower.
     * @param {string} question
     * @param {boolean} on
     */
    hoverControl(question, on) {
      both('control', question, on);
    },

    /**
     * A click on a control (Previous and Next) whose question is `question`, at `t`: played from `t`
     * here and by the follower (`playAhead` above).
     * @param {string} question
     * @param {number} t
     */
    playAhead(question, t) {
      both('ahead', question, t);
    },

    /** What this preview does when it follows another's gestures (its `follower`). */
    follow,

    /** @param {any} next */
    setLayout(next) {
      // A new layout ends what the preview draws itself, unless that is an animation that relays out on
      // its way into this one (local-motion.js `expects`), or one of the server's that its continuation
      // on the new layout will carry on (`relayout`, decision 0048).
      if (layout && next.rev !== layout.rev && !motion.expects(next.rev)) motion.relayout(next.rev);
      if (layoutFontsReady(next)) {
        if (fontsReady) canvas.dataset.fonts = 'ready';
      } else {
        canvas.dataset.fonts = 'loading';
        ensureLayoutFonts(next).then(() => {
          if (fontsReady && layoutFontsReady(layout)) canvas.dataset.fonts = 'ready';
          dirty = true;
          schedule();
        });
      }
      layouts.add(next);
      layout = next;
      if (state) state = trimButtons(state, next.buttons?.length ?? 0);
      canvas.dataset.rev = String(next.rev ?? '');
      const bar = next.bar?.frame;
      canvas.dataset.bar = bar ? [bar.x, bar.y, bar.width, bar.height].join(' ') : '';
      const pages = next.pages;
      const stride = pages?.orientation === 'vertical' ? pages?.frame?.height : pages?.frame?.width;
      // preview.css: a horizontal pager lets a vertical swipe scroll the page (`touch-action: pan-y`).
      canvas.dataset.axis = pages?.orientation === 'vertical' ? 'vertical' : 'horizontal';
      canvas.dataset.pageStride = stride === undefined ? '' : String(stride + (pages.interPageSpacing ?? 0));
      dirty = true;
      schedule();
    },

    /** @param {Record<string, any>} message */
    pushFrame(message) {
      const t = now();
      state = applyFrame(state, message);
      if (layout) state = trimButtons(state, layout.buttons?.length ?? 0);
      timeline.push(state, t);
      motion.frameArrived(state.rev);
      stats.frameArrived(t);
      canvas.dataset.index = String(state.index);
      canvas.dataset.position = String(state.position);
      canvas.dataset.seq = String(state.seq);
      if (state.index !== lastIndex) {
        lastIndex = state.index;
        const title = layout?.buttons?.[state.index]?.title;
        const count = layout?.pages?.count ?? layout?.buttons?.length ?? 0;
        announce.textContent = `Page ${state.index + 1} of ${count}${title ? `: ${title}` : ''}`;
        onIndexChange?.(state.index, layout);
      }
      schedule();
    },

    /** Forgets frames (a new session starts). */
    reset() {
      state = null;
      shown = null;
      table = null;
      motion.cancel();
      timeline.clear();
      hoverAhead.reset();
      lateStart.reset();
      aheadOf = null;
    },

    /**
     * @param {import('../logic/geometry.js').Viewport} next
     * @param {any} deviceInfo
     * @param {boolean} landscape
     */
    setViewport(next, deviceInfo, landscape) {
      viewport = next;
      env = { ...env, device: deviceInfo, landscape };
      canvas.dataset.viewport = `${next.width}x${next.height}`;
      device.dataset.device = deviceInfo?.id ?? 'custom';
      fit();
    },

    /** @param {Partial<typeof env>} changes */
    setEnv(changes) {
      env = { ...env, ...changes };
      device.dataset.scheme = env.scheme;
      dirty = true;
      schedule();
    },

    /** @param {number} next  playback rate, 0 < rate ≤ 1 */
    setRate(next) {
      rate = next;
      schedule();
    },

    /** @param {boolean} visible */
    setOverlay(visible) {
      overlay.hidden = !visible;
    },

    get latest() {
      return timeline.latest;
    },

    get canvas() {
      return canvas;
    },
  };
}

/**
 * The steps of a gesture on one preview's canvas that a preview following it is told (compare mode's
 * baseline): a press down, moved, up or cancelled (viewport points, seconds on this page's clock), where
 * the mouse rests (null: nowhere), the focus, a control the mouse rests on, and a click or key whose
 * what-if question is known.
 * @typedef {{
 *   down: (t: number, x: number, y: number) => void,
 *   move: (x: number, y: number, t: number) => void,
 *   up: (t: number) => void,
 *   cancel: () => void,
 *   hover: (at: {x: number, y: number} | null) => void,
 *   focus: (on: boolean) => void,
 *   control: (question: string, on: boolean) => void,
 *   ahead: (question: string, t: number) => void,
 * }} Follow
 */

/**
 * @param {string} name
 * @param {string} value
 * @param {string} note
 */
function line(name, value, note) {
  const row = document.createElement('div');
  row.className = 'overlay__row';
  const label = document.createElement('span');
  label.className = 'overlay__name';
  label.textContent = name;
  const number = document.createElement('span');
  number.className = 'overlay__value';
  number.textContent = value;
  row.append(label, number);
  if (note) {
    const small = document.createElement('span');
    small.className = 'overlay__note';
    small.textContent = note;
    row.append(small);
  }
  return row;
}
