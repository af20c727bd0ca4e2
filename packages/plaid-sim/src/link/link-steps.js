/*
 * The steps of the simulated Link flow (institution, credentials, verification code, accounts). Served in one
 * closure with link-dom.js and link-initialize.js (see link-script.ts); `flow` is the Link handler's shared
 * state and callbacks, `h` the DOM helpers.
 */
function _plaidSimSteps(h, flow) {
  'use strict';
  var state = flow.state;
  var config = flow.config;
  var id = flow.id;
  var emit = flow.emit;
  var show = flow.show;
  var post = flow.post;
  var close = flow.close;
  var call = flow.call;
  var linkError = flow.linkError;
  var linkSessionId = flow.linkSessionId;

  function renderInstitutions() {
    var list = h.el('ul', { className: 'psim-list' });
    var search = h.el('input', {
      type: 'search',
      id: 'psim-search-' + id,
      className: 'psim-input',
      autocomplete: 'off',
    });
    var empty = h.el('p', { className: 'psim-muted', hidden: true }, 'No institutions match your search.');
    function fill() {
      var q = search.value.trim().toLowerCase();
      list.textContent = '';
      var shown = state.session.institutions.filter(function (inst) {
        return q === '' || inst.name.toLowerCase().indexOf(q) !== -1;
      });
      shown.forEach(function (inst) {
        var button = h.el('button', { type: 'button', className: 'psim-institution' }, inst.name);
        button.style.borderLeftColor = inst.primary_color;
        button.addEventListener('click', function () {
          state.institution = inst;
          emit('SELECT_INSTITUTION', {
            view_name: 'SELECT_INSTITUTION',
            institution_search_query: search.value || null,
          });
          show('credentials');
        });
        list.appendChild(h.el('li', {}, button));
      });
      empty.hidden = shown.length > 0;
    }
    search.addEventListener('input', function () {
      emit('SEARCH_INSTITUTION', {
        institution_search_query: search.value,
        view_name: 'SELECT_INSTITUTION',
      });
      fill();
    });
    fill();
    state.ui.setContent('Select your institution', [
      h.el('label', { htmlFor: search.id, className: 'psim-label' }, 'Search institutions'),
      search,
      list,
      empty,
    ]);
    search.focus();
  }

  function errorBox() {
    return h.el('p', { className: 'psim-error', role: 'alert' });
  }

  function renderCredentials() {
    var username = h.el('input', {
      id: 'psim-user-' + id,
      className: 'psim-input',
      autocomplete: 'username',
      required: true,
    });
    var password = h.el('input', {
      id: 'psim-pass-' + id,
      type: 'password',
      className: 'psim-input',
      autocomplete: 'current-password',
      required: true,
    });
    var alert = errorBox();
    var submit = h.el('button', { type: 'submit', className: 'psim-primary' }, 'Submit');
    var form = h.el('form', { className: 'psim-form', noValidate: true }, [
      h.el('p', { className: 'psim-muted' }, 'Sandbox: use user_good and pass_good.'),
      h.el('label', { htmlFor: username.id, className: 'psim-label' }, 'Username'),
      username,
      h.el('label', { htmlFor: password.id, className: 'psim-label' }, 'Password'),
      password,
      alert,
      h.el(
        'div',
        { className: 'psim-actions' },
        state.session.update ? [submit] : [backButton('institution'), submit],
      ),
    ]);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (!username.value || !password.value) {
        alert.textContent = 'Enter your username and password.';
        (username.value ? password : username).focus();
        return;
      }
      emit('SUBMIT_CREDENTIALS', { view_name: 'CREDENTIAL' });
      signIn({ username: username.value, password: password.value }, submit, alert, password);
    });
    state.ui.setContent('Sign in to ' + state.institution.name, [form]);
    username.focus();
  }

  function renderMfa() {
    var code = h.el('input', {
      id: 'psim-code-' + id,
      className: 'psim-input',
      inputMode: 'numeric',
      autocomplete: 'one-time-code',
    });
    var alert = errorBox();
    var submit = h.el('button', { type: 'submit', className: 'psim-primary' }, 'Submit');
    var form = h.el('form', { className: 'psim-form', noValidate: true }, [
      h.el('p', { className: 'psim-muted' }, 'Enter the code sent to your device. Sandbox code: 1234.'),
      h.el('label', { htmlFor: code.id, className: 'psim-label' }, 'Verification code'),
      code,
      alert,
      h.el('div', { className: 'psim-actions' }, [submit]),
    ]);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      emit('SUBMIT_MFA', { view_name: 'MFA', mfa_type: 'code' });
      signIn(
        {
          username: state.credentials.username,
          password: state.credentials.password,
          mfa_code: code.value,
        },
        submit,
        alert,
        code,
      );
    });
    state.ui.setContent('Verify your identity', [form]);
    code.focus();
  }

  function signIn(credentials, submit, alert, refocus) {
    submit.disabled = true;
    submit.textContent = 'Signing in…';
    alert.textContent = '';
    post('/link/session/credentials', {
      link_token: config.token,
      institution_id: state.institution.institution_id,
      username: credentials.username,
      password: credentials.password,
      mfa_code: credentials.mfa_code,
    })
      .then(function (res) {
        if (!state.ui) return;
        submit.disabled = false;
        submit.textContent = 'Submit';
        if (res.data.request_id) state.requestId = res.data.request_id;
        if (!res.ok) {
          state.lastError = linkError(res.data);
          emit('ERROR', {
            error_type: state.lastError.error_type,
            error_code: state.lastError.error_code,
            error_message: state.lastError.error_message,
            view_name: 'ERROR',
          });
          alert.textContent = state.lastError.display_message || state.lastError.error_message;
          refocus.focus();
          return;
        }
        state.lastError = null;
        state.credentials = credentials;
        if (res.data.mfa) return show('mfa');
        state.pendingSession = res.data.session;
        state.accounts = res.data.accounts;
        show('accounts');
      })
      .catch(function () {
        submit.disabled = false;
        submit.textContent = 'Submit';
        alert.textContent = 'Could not reach the bank simulator. Try again.';
      });
  }

  function renderAccounts() {
    var alert = errorBox();
    var boxes = state.accounts.map(function (account) {
      var input = h.el('input', {
        type: 'checkbox',
        id: 'psim-acct-' + id + '-' + account.id,
        checked: true,
        value: account.id,
      });
      var label = h.el('label', { htmlFor: input.id, className: 'psim-check' }, [
        input,
        h.el('span', {}, account.name + ' •••• ' + account.mask),
      ]);
      return { input: input, label: label, account: account };
    });
    var proceed = h.el('button', { type: 'submit', className: 'psim-primary' }, 'Continue');
    var form = h.el('form', { className: 'psim-form', noValidate: true }, [
      h.el(
        'fieldset',
        { className: 'psim-fieldset' },
        [h.el('legend', { className: 'psim-label' }, 'Accounts to share')].concat(
          boxes.map(function (b) {
            return b.label;
          }),
        ),
      ),
      alert,
      h.el('div', { className: 'psim-actions' }, [proceed]),
    ]);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var chosen = boxes.filter(function (b) {
        return b.input.checked;
      });
      if (chosen.length === 0) {
        alert.textContent = 'Select at least one account.';
        boxes[0].input.focus();
        return;
      }
      proceed.disabled = true;
      post('/link/session/complete', {
        link_token: config.token,
        link_session_id: linkSessionId,
        session: state.pendingSession,
        account_ids: chosen.map(function (b) {
          return b.account.id;
        }),
      }).then(function (res) {
        if (!state.ui) return;
        proceed.disabled = false;
        if (!res.ok) {
          state.lastError = linkError(res.data);
          alert.textContent = state.lastError.display_message || state.lastError.error_message;
          return;
        }
        if (res.data.request_id) state.requestId = res.data.request_id;
        emit('TRANSITION_VIEW', { view_name: 'CONNECTED' });
        emit('HANDOFF', { view_name: 'CONNECTED' });
        close();
        call('onSuccess', res.data.public_token, res.data.metadata);
      });
    });
    state.ui.setContent('Select accounts', [form]);
    boxes[0].input.focus();
  }

  function backButton(step) {
    var back = h.el('button', { type: 'button', className: 'psim-secondary' }, 'Back');
    back.addEventListener('click', function () {
      state.lastError = null;
      show(step);
    });
    return back;
  }
  return {
    institution: renderInstitutions,
    credentials: renderCredentials,
    mfa: renderMfa,
    accounts: renderAccounts,
  };
}
