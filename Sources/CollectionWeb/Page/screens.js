import { actionMessage, navigateMessage, settingMessage, textMessage } from './wire.js';

// The page around the stage: the list of screens (grouped, foldable), the current screen's title,
// summary, actions, settings and search fields, and the notices the screen posts.

/** The most notices the toolbar's list shows; the page remembers up to `MAX_NOTICES` for tests. */
export const SHOWN_NOTICES = 5;
export const MAX_NOTICES = 1000;

/** The screens in groups, in the order each group first comes ([group, screens]); a missing group is ''. */
export function groupScreens(screens) {
  const groups = new Map();
  for (const screen of screens) {
    const group = typeof screen.group === 'string' ? screen.group : '';
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group).push(screen);
  }
  return [...groups];
}

/** Whether a setting is a switch (0 or 1 in steps of 1) rather than a slider. */
export function isToggle(setting) {
  return setting.minimum === 0 && setting.maximum === 1 && setting.step === 1;
}

/**
 * Where a scroller rests so an item of it shows whole, moving as little as it can: unchanged when
 * the item is in view, else with the item at the nearer edge (its top when it is taller than the view).
 * `itemTop` is in the scroller's content coordinates.
 */
export function revealedScrollTop(scrollTop, viewHeight, itemTop, itemHeight) {
  if (!(viewHeight > 0)) return scrollTop;
  if (itemTop < scrollTop) return Math.max(0, itemTop);
  if (itemTop + itemHeight > scrollTop + viewHeight) return Math.max(0, Math.min(itemTop, itemTop + itemHeight - viewHeight));
  return scrollTop;
}

/** The screen list and the toolbar; `send` sends a message to the session. */
export class ScreenMenu {
  /**
   * @param elements { document, screenList, actionBox, settingBox, titleLine, summaryLine, noticeList, menuButton }
   * @param send sends a message to the session
   * @param history the page's history (the address names the current screen)
   */
  constructor(elements, send, history) {
    Object.assign(this, elements);
    this.send = send;
    this.history = history;
    this.screens = [];
    this.current = null;
    /** Every notice received, for tests (never used to change anything). */
    this.notices = [];
  }

  /** The server's list of screens arrived: the sidebar lists them and the current one shows. */
  welcome(message) {
    const document = this.document;
    this.screens = Array.isArray(message.screens) ? message.screens : [];
    this.screenList.replaceChildren();
    for (const [group, screens] of groupScreens(this.screens)) {
      const details = document.createElement('details');
      details.open = true;
      details.dataset.group = group;
      const heading = document.createElement('summary');
      heading.textContent = group || 'Screens';
      const list = document.createElement('ul');
      details.append(heading, list);
      this.screenList.appendChild(details);
      for (const screen of screens) {
        const item = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = screen.title;
        button.dataset.screen = screen.id;
        button.addEventListener('click', () => {
          this.navigate(screen.id);
          document.body.classList.remove('drawer-open');
          this.menuButton.setAttribute('aria-expanded', 'false');
        });
        item.appendChild(button);
        list.appendChild(item);
      }
    }
    this.show(message.current);
  }

  /** Asks the session for screen `id`, shows its toolbar and names it in the address. */
  navigate(id) {
    if (id === this.current) return;
    this.send(navigateMessage(id));
    this.show(id);
    this.history.replaceState(null, '', `#${encodeURIComponent(id)}`);
  }

  /** Shows screen `id`'s title, summary, actions, settings and fields. */
  show(id) {
    const document = this.document;
    this.current = id;
    for (const button of this.screenList.querySelectorAll('button')) {
      if (button.dataset.screen === id) button.setAttribute('aria-current', 'page');
      else button.removeAttribute('aria-current');
    }
    const screen = this.screens.find((s) => s.id === id);
    this.actionBox.replaceChildren();
    this.settingBox.replaceChildren();
    if (!screen) return;
    document.title = `${screen.title} — OpenCollectionView Gallery`;
    this.titleLine.textContent = screen.title;
    this.summaryLine.textContent = typeof screen.summary === 'string' ? screen.summary : '';
    // The current screen's group stays open.
    const current = [...this.screenList.querySelectorAll('button')].find((button) => button.dataset.screen === id);
    const group = current && current.closest('details');
    if (group) group.open = true;
    // The current screen's entry shows in the list, scrolled to when it is below the fold.
    const scroller = current && current.closest('nav');
    if (scroller && scroller.clientHeight > 0) {
      const itemTop = current.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
      scroller.scrollTop = revealedScrollTop(scroller.scrollTop, scroller.clientHeight, itemTop, current.offsetHeight);
    }
    for (const action of screen.actions || []) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = action.title;
      button.dataset.action = action.name;
      button.addEventListener('click', () => {
        if (action.clearsNotices === true) { this.noticeList.replaceChildren(); this.noticeList.title = ''; }
        this.send(actionMessage(action.name));
      });
      this.actionBox.appendChild(button);
    }
    for (const setting of screen.settings || []) this.settingBox.appendChild(this.settingControl(setting));
    for (const field of screen.fields || []) {
      const input = document.createElement('input');
      input.type = 'search';
      input.placeholder = field.title;
      input.maxLength = 256;
      input.dataset.field = field.name;
      input.addEventListener('input', () => this.send(textMessage(field.name, input.value)));
      this.settingBox.appendChild(input);
    }
    this.noticeList.replaceChildren();
  }

  settingControl(setting) {
    const document = this.document;
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.dataset.setting = setting.name;
    if (isToggle(setting)) {
      input.type = 'checkbox';
      input.checked = setting.value !== 0;
      input.addEventListener('change', () => this.send(settingMessage(setting.name, input.checked ? 1 : 0)));
      label.append(input, ` ${setting.title}`);
    } else {
      input.type = 'range';
      input.min = String(setting.minimum);
      input.max = String(setting.maximum);
      input.step = String(setting.step);
      input.value = String(setting.value);
      input.addEventListener('input', () => this.send(settingMessage(setting.name, Number(input.value))));
      label.append(`${setting.title} `, input);
    }
    return label;
  }

  /**
   * The toolbar shows the latest notice; the same notice again counts up instead of repeating, and
   * the line's tooltip holds the last few.
   */
  notice(text) {
    this.notices.push(text);
    if (this.notices.length > MAX_NOTICES) this.notices.splice(0, MAX_NOTICES / 2);
    const list = this.noticeList;
    const latest = list.firstElementChild;
    if (latest && latest.dataset.text === text) {
      const count = Number(latest.dataset.count) + 1;
      latest.dataset.count = String(count);
      latest.textContent = `${text} (×${count})`;
    } else {
      const item = this.document.createElement('li');
      item.dataset.text = text;
      item.dataset.count = '1';
      item.textContent = text;
      list.prepend(item);
      while (list.children.length > SHOWN_NOTICES) list.lastElementChild.remove();
    }
    list.title = Array.from(list.children, (item) => item.textContent).join('\n');
  }
}
