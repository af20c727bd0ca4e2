/* global document */
/*
 * DOM helpers for the simulated Link dialog. Served in one closure together with link-initialize.js (see
 * link-script.ts), so nothing here leaks onto window. Everything is built with textContent, never innerHTML,
 * because institution names, client names and error messages come from the server.
 */
function _plaidSimDom() {
  'use strict';

  var STYLES = [
    '.psim-overlay{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;',
    'padding:8px;background:rgba(17,24,39,.55);font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827}',
    '.psim-dialog{box-sizing:border-box;width:min(420px,100%);max-height:calc(100vh - 16px);overflow:auto;background:#fff;',
    'border-radius:12px;box-shadow:0 20px 50px rgba(0,0,0,.3);padding:16px 20px 20px}',
    '.psim-header{display:flex;align-items:flex-start;justify-content:space-between;gap:12px}',
    '.psim-client{margin:0;font-size:13px;color:#4b5563}',
    '.psim-title{margin:4px 0 12px;font-size:20px;line-height:1.25}',
    '.psim-close{flex:none;width:44px;height:44px;border:0;border-radius:8px;background:transparent;font-size:24px;cursor:pointer;color:#374151}',
    '.psim-close:hover{background:#f3f4f6}',
    '.psim-label{display:block;margin:12px 0 4px;font-weight:600;font-size:14px}',
    '.psim-input{box-sizing:border-box;width:100%;min-height:44px;padding:8px 12px;border:1px solid #9ca3af;border-radius:8px;font:inherit}',
    '.psim-list{list-style:none;margin:12px 0 0;padding:0;display:grid;gap:8px}',
    '.psim-institution{box-sizing:border-box;width:100%;min-height:48px;padding:10px 12px;text-align:left;font:inherit;font-weight:600;',
    'background:#f9fafb;border:1px solid #d1d5db;border-left:6px solid #1f2937;border-radius:8px;cursor:pointer;color:#111827}',
    '.psim-institution:hover{background:#eef2ff}',
    '.psim-muted{margin:8px 0;color:#4b5563;font-size:14px}',
    '.psim-error{margin:12px 0 0;color:#b91c1c;font-weight:600;min-height:1em}',
    '.psim-error:empty{margin:0}',
    '.psim-actions{display:flex;gap:8px;justify-content:flex-end;margin-top:16px}',
    '.psim-primary,.psim-secondary{min-height:44px;min-width:96px;padding:8px 16px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer}',
    '.psim-primary{background:#111827;color:#fff;border:1px solid #111827}',
    '.psim-primary[disabled]{opacity:.6;cursor:progress}',
    '.psim-secondary{background:#fff;color:#111827;border:1px solid #9ca3af}',
    '.psim-fieldset{border:0;margin:0;padding:0}',
    '.psim-check{display:flex;align-items:center;gap:10px;min-height:44px;padding:4px 0;cursor:pointer}',
    '.psim-check input{width:20px;height:20px;margin:0}',
    '.psim-overlay :focus-visible{outline:3px solid #2563eb;outline-offset:2px}',
    '@media (max-width:480px){.psim-overlay{padding:0;align-items:stretch}.psim-dialog{width:100%;max-height:100vh;border-radius:0}}',
  ].join('');

  var FOCUSABLE =
    'button:not([disabled]),input:not([disabled]),select,textarea,a[href],[tabindex]:not([tabindex="-1"])';

  function el(tag, props, children) {
    var node = document.createElement(tag);
    for (var key in props || {}) {
      if (key === 'role' || key.indexOf('aria') === 0)
        node.setAttribute(key === 'role' ? 'role' : key, props[key]);
      else node[key] = props[key];
    }
    var list = children === undefined ? [] : Array.isArray(children) ? children : [children];
    list.forEach(function (child) {
      node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
    });
    return node;
  }

  function injectStyles() {
    if (document.getElementById('psim-styles')) return;
    var style = el('style', { id: 'psim-styles' });
    style.textContent = STYLES;
    document.head.appendChild(style);
  }

  /**
   * A modal dialog: role=dialog + aria-modal, labelled by its heading, focus trapped inside while open and
   * returned to the opener on close, Escape and the Close button both call onClose, page scroll locked.
   */
  function dialog(id, clientName, onClose) {
    injectStyles();
    var opener = document.activeElement;
    var titleId = 'psim-title-' + id;
    var title = el('h2', { id: titleId, className: 'psim-title', tabIndex: -1 });
    var closeButton = el('button', { type: 'button', className: 'psim-close', 'aria-label': 'Close' }, '×');
    var body = el('div', {});
    var box = el(
      'div',
      { className: 'psim-dialog', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId },
      [
        el('div', { className: 'psim-header' }, [
          el('div', {}, [
            el('p', { className: 'psim-client' }, clientName + ' uses Plaid to connect your account'),
            title,
          ]),
          closeButton,
        ]),
        body,
      ],
    );
    var overlay = el('div', { className: 'psim-overlay' }, box);
    overlay.setAttribute('data-plaid-simulator', '');
    var previousOverflow = document.body.style.overflow;

    function onKeyDown(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      var items = Array.prototype.filter.call(box.querySelectorAll(FOCUSABLE), function (n) {
        return !n.closest('[hidden]');
      });
      if (items.length === 0) return;
      var first = items[0];
      var last = items[items.length - 1];
      if (event.shiftKey && (document.activeElement === first || !box.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (
        !event.shiftKey &&
        (document.activeElement === last || !box.contains(document.activeElement))
      ) {
        event.preventDefault();
        first.focus();
      }
    }

    // Focus that escapes (a click on the backdrop, a programmatic focus elsewhere) is pulled back in.
    function onFocusIn(event) {
      if (!box.contains(event.target)) title.focus();
    }

    closeButton.addEventListener('click', onClose);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn, true);
    document.body.style.overflow = 'hidden';
    document.body.appendChild(overlay);

    return {
      setContent: function (heading, nodes) {
        title.textContent = heading;
        body.textContent = '';
        nodes.forEach(function (n) {
          body.appendChild(n);
        });
      },
      remove: function () {
        document.removeEventListener('keydown', onKeyDown, true);
        document.removeEventListener('focusin', onFocusIn, true);
        document.body.style.overflow = previousOverflow;
        overlay.remove();
        if (opener && typeof opener.focus === 'function' && document.contains(opener)) opener.focus();
      },
    };
  }

  return { el: el, dialog: dialog };
}
