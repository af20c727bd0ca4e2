/* global window, document, _plaidSimDom, _plaidSimSteps */
/*
 * Drop-in stand-in for https://cdn.plaid.com/link/v2/stable/link-initialize.js, served by the Plaid simulator.
 * Plain browser JavaScript, no build step. It defines window.Plaid.create(config) with Plaid's config and
 * handler shapes and renders Link as an accessible modal dialog inside the page:
 * institution -> sign in (-> verification code) -> choose accounts -> onSuccess(public_token, metadata).
 * The simulator replaces __PUBLIC_URL__ with its own base URL; the script's own src wins when available so it
 * keeps working behind another host name.
 */
(function () {
  'use strict';
  if (window.Plaid && window.Plaid.__simulator) return;

  var current = document.currentScript;
  var SCRIPT_PATH = /\/link\/v2\/stable\/link-initialize\.js(\?.*)?$/;
  var BASE =
    current && current.src && SCRIPT_PATH.test(current.src)
      ? current.src.replace(SCRIPT_PATH, '')
      : '__PUBLIC_URL__';
  var counter = 0;
  var h = _plaidSimDom();

  function post(path, body) {
    return fetch(BASE + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (res) {
      return res.json().then(function (data) {
        return { ok: res.ok, data: data };
      });
    });
  }

  function uuid() {
    if (window.crypto && window.crypto.randomUUID) return window.crypto.randomUUID();
    return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, function (c) {
      var r = (Math.random() * 16) | 0;
      return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
    });
  }

  function linkError(data) {
    return {
      error_type: data.error_type || 'API_ERROR',
      error_code: data.error_code || 'INTERNAL_SERVER_ERROR',
      error_message: data.error_message || 'an unexpected error occurred',
      display_message: data.display_message == null ? null : data.display_message,
    };
  }

  function create(config) {
    var id = ++counter;
    var linkSessionId = uuid();
    var state = {
      session: null,
      loaded: false,
      destroyed: false,
      openQueued: false,
      ui: null,
      institution: null,
      step: 'institution',
      lastError: null,
      requestId: '',
    };
    var call = function (name) {
      var fn = config[name];
      if (typeof fn !== 'function') return;
      var args = Array.prototype.slice.call(arguments, 1);
      try {
        fn.apply(null, args);
      } catch (err) {
        setTimeout(function () {
          throw err;
        });
      }
    };

    function emit(eventName, extra) {
      var meta = {
        error_type: null,
        error_code: null,
        error_message: null,
        exit_status: null,
        institution_id: state.institution ? state.institution.institution_id : null,
        institution_name: state.institution ? state.institution.name : null,
        institution_search_query: null,
        is_update_mode: state.session && state.session.update ? 'true' : 'false',
        mfa_type: null,
        view_name: null,
        selection: null,
        link_session_id: linkSessionId,
        request_id: state.requestId,
        timestamp: new Date().toISOString(),
      };
      for (var k in extra || {}) meta[k] = extra[k];
      call('onEvent', eventName, meta);
    }

    var EXIT_STATUS = {
      institution: 'institution_not_found',
      credentials: 'requires_credentials',
      mfa: 'requires_code',
      accounts: 'requires_account_selection',
    };

    function exitMetadata() {
      return {
        institution: state.institution
          ? { name: state.institution.name, institution_id: state.institution.institution_id }
          : null,
        status: EXIT_STATUS[state.step] || null,
        link_session_id: linkSessionId,
        request_id: state.requestId,
      };
    }

    function close() {
      if (state.ui) state.ui.remove();
      state.ui = null;
    }

    function exitLink() {
      if (!state.ui) return;
      var meta = exitMetadata();
      emit('EXIT', { exit_status: meta.status, view_name: 'EXIT' });
      close();
      call('onExit', state.lastError, meta);
    }

    function show(step) {
      state.step = step;
      emit('TRANSITION_VIEW', {
        view_name: {
          institution: 'SELECT_INSTITUTION',
          credentials: 'CREDENTIAL',
          mfa: 'MFA',
          accounts: 'SELECT_ACCOUNT',
        }[step],
      });
      steps[step]();
    }

    var steps = _plaidSimSteps(h, {
      state: state,
      config: config,
      id: id,
      emit: emit,
      show: show,
      post: post,
      close: close,
      call: call,
      linkError: linkError,
      linkSessionId: linkSessionId,
    });

    function open() {
      if (state.destroyed) return;
      if (!state.loaded) {
        state.openQueued = true;
        return;
      }
      if (!state.session || state.ui) return;
      state.lastError = null;
      state.institution = state.session.update;
      state.ui = h.dialog(id, state.session.client_name, exitLink);
      emit('OPEN', { view_name: 'CONSENT' });
      show(state.session.update ? 'credentials' : 'institution');
    }

    post('/link/session/start', { link_token: config.token, link_session_id: linkSessionId })
      .then(function (res) {
        if (state.destroyed) return;
        state.loaded = true;
        if (res.data.request_id) state.requestId = res.data.request_id;
        if (!res.ok) {
          call('onExit', linkError(res.data), {
            institution: null,
            status: null,
            link_session_id: linkSessionId,
            request_id: state.requestId,
          });
          return;
        }
        state.session = res.data;
        call('onLoad');
        if (state.openQueued) open();
      })
      .catch(function () {
        state.loaded = true;
        call('onExit', linkError({}), {
          institution: null,
          status: null,
          link_session_id: linkSessionId,
          request_id: '',
        });
      });

    return {
      open: open,
      exit: function (options, callback) {
        exitLink(options);
        if (typeof callback === 'function') callback();
      },
      destroy: function () {
        state.destroyed = true;
        close();
      },
      submit: function () {},
    };
  }

  window.Plaid = {
    __simulator: true,
    version: 'simulator',
    create: create,
    createEmbedded: function (config, target) {
      var handler = create(config);
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Connect a bank account';
      button.addEventListener('click', handler.open);
      target.appendChild(button);
      return {
        destroy: function () {
          button.remove();
          handler.destroy();
        },
      };
    },
  };
})();
