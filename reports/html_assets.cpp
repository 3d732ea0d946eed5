#include "html_assets.h"

namespace errata::report {

const char* const kHtmlStyle = R"CSS(
html, body { height: 100%; }
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #222; display: flex; flex-direction: column; overflow: hidden; }
header { padding: 8px 16px; background: #f4f1ea; border-bottom: 1px solid #ccc; }
header h1 { font-size: 18px; margin: 0 0 4px; }
#verdict { font-weight: bold; margin: 0 0 4px; }
#verdict.bad { color: #b00020; }
#verdict.good { color: #1d6b2c; }
#failed-runs { margin: 0 0 4px; padding-left: 20px; font-family: monospace; font-size: 12px; max-height: 20vh; overflow: auto; }
.counts span { margin-right: 14px; }
.counts .bad { color: #b00020; font-weight: bold; }
.filters label { margin-right: 12px; }
main { display: grid; grid-template-columns: 28% 36% 36%; flex: 1; min-height: 0; }
#findings { overflow: auto; border-right: 1px solid #ccc; padding: 0 8px; min-height: 0; }
#findings ul { list-style: none; padding: 0; margin: 0; }
.finding { border-bottom: 1px solid #eee; padding: 6px 4px; cursor: pointer; }
.finding.selected { background: #fff4c2; }
.finding .sev { font-weight: bold; text-transform: uppercase; font-size: 11px; padding: 1px 4px; border-radius: 3px; }
.sev-error .sev { background: #b00020; color: #fff; }
.sev-warning .sev { background: #e0a000; color: #000; }
.sev-info .sev { background: #4a7ab5; color: #fff; }
.state-accepted .sev { background: #5a8a5a; color: #fff; }
.finding .id { font-family: monospace; font-size: 11px; color: #666; word-break: break-all; }
.quote { display: block; font-size: 12px; color: #333; text-decoration: none; margin-left: 8px; }
.details { display: none; font-size: 12px; }
.finding.selected .details { display: block; }
.details pre { background: #f6f6f6; padding: 4px; white-space: pre-wrap; overflow-wrap: anywhere; }
.trace { margin: 4px 0; }
.trace .clause { font-family: monospace; color: #555; }
.pane { display: flex; flex-direction: column; min-width: 0; min-height: 0; border-right: 1px solid #ccc; }
.pane-head { padding: 4px 8px; background: #fafafa; border-bottom: 1px solid #ddd; }
.pane-body { overflow: auto; flex: 1; min-height: 0; }
.pane-note { display: none; padding: 4px 8px; background: #eef2f8; border-bottom: 1px solid #ccd; font-size: 12px; }
.pane-note.shown { display: block; }
ol.rulebook { display: none; margin: 0; padding: 0; list-style: none; font-family: Georgia, serif; }
ol.rulebook.shown { display: block; }
ol.rulebook li { display: flex; white-space: pre-wrap; padding: 0 6px; }
ol.rulebook li .n { flex: 0 0 3.2em; color: #999; text-align: right; padding-right: 8px; font-family: monospace; user-select: none; }
ol.rulebook li.hit { background: #ffe27a !important; outline: 1px solid #d4a800; }
#coverage { margin-top: 4px; }
#coverage summary { cursor: pointer; }
#coverage .table { max-height: 40vh; overflow: auto; background: #fff; }
#coverage table { border-collapse: collapse; }
#coverage td, #coverage th { border: 1px solid #ccc; padding: 2px 8px; text-align: left; }
#coverage th { background: #dde6f3; }
.uncovered { font-family: monospace; font-size: 12px; }
)CSS";

const char* const kHtmlScript = R"JS(
var errors = 0;
window.onerror = function () { errors++; document.getElementById('script-errors').textContent = String(errors); };
var coverage = JSON.parse(document.getElementById('coverage-data').textContent);
function pane(p) { return document.getElementById('pane-' + p); }
function show(p, edition) {
  var body = pane(p), select = body.querySelector('select');
  select.value = edition;
  if (!select.selectedOptions.length) return;
  var rb = select.selectedOptions[0].getAttribute('data-rulebook');
  body.querySelectorAll('ol.rulebook').forEach(function (ol) { ol.classList.toggle('shown', ol.id === p + '-' + rb); });
  var hits = coverage[edition] || {};
  body.querySelectorAll('#' + p + '-' + rb + ' li').forEach(function (li) {
    var n = hits[li.getAttribute('data-line')];
    li.style.background = n === undefined ? '' : n === 0 ? '#fde8e8' : 'rgba(40,140,60,' + Math.min(0.45, 0.08 + Math.log(1 + n) / 12) + ')';
    li.title = n === undefined ? '' : (n + ' decisions cited this line');
  });
}
function select(id) {
  var f = document.getElementById(id);
  if (!f) return;
  document.querySelectorAll('.finding.selected').forEach(function (x) { x.classList.remove('selected'); });
  document.querySelectorAll('li.hit').forEach(function (x) { x.classList.remove('hit'); });
  f.classList.add('selected');
  var first = {}, shows = {};
  f.querySelectorAll('a.quote').forEach(function (q) {
    var p = q.getAttribute('data-pane');
    if (!first[p]) { show(p, q.getAttribute('data-edition')); first[p] = q; shows[p] = q.getAttribute('data-edition'); }
    var line = document.getElementById(p + '-' + q.getAttribute('data-rulebook') + '-L' + q.getAttribute('data-line'));
    if (line) line.classList.add('hit');
  });
  // A finding about two editions that quotes only one: the other text is
  // shown from its top, with a note that it has no line for these clauses.
  var editions = f.getAttribute('data-editions').split(' '), clauses = [];
  f.querySelectorAll('a.quote').forEach(function (q) {
    var c = q.getAttribute('data-clause');
    if (clauses.indexOf(c) < 0) clauses.push(c);
  });
  ['a', 'b'].forEach(function (p, i) {
    var note = document.getElementById('note-' + p);
    note.classList.remove('shown');
    if (first[p]) {
      var line = document.getElementById(p + '-' + first[p].getAttribute('data-rulebook') + '-L' + first[p].getAttribute('data-line'));
      if (line) line.scrollIntoView({block: 'center'});
    } else if (editions.length > 1 && editions[i]) {
      show(p, editions[i]);
      shows[p] = editions[i];
      note.textContent = editions[i] + ' has no line for ' + clauses.join(', ') + ': its text is silent here.';
      note.classList.add('shown');
      pane(p).querySelector('.pane-body').scrollTop = 0;
    }
  });
  pane('a').setAttribute('data-shows', shows.a || '');
  pane('b').setAttribute('data-shows', shows.b || '');
}
function filter() {
  var sev = document.getElementById('f-severity').value, kind = document.getElementById('f-kind').value,
      ed = document.getElementById('f-edition').value, acc = document.getElementById('f-accepted').checked;
  var shown = 0;
  document.querySelectorAll('.finding').forEach(function (f) {
    var ok = (!sev || f.getAttribute('data-severity') === sev) && (!kind || f.getAttribute('data-kind') === kind) &&
             (!ed || (' ' + f.getAttribute('data-editions') + ' ').indexOf(' ' + ed + ' ') >= 0) &&
             (acc || f.getAttribute('data-state') !== 'accepted');
    f.style.display = ok ? '' : 'none';
    if (ok) shown++;
  });
  document.getElementById('shown-count').textContent = String(shown);
}
document.querySelectorAll('.finding').forEach(function (f) {
  f.addEventListener('click', function (e) { if (e.target.tagName === 'A') e.preventDefault(); location.hash = f.id; select(f.id); });
});
['a', 'b'].forEach(function (p) {
  pane(p).querySelector('select').addEventListener('change', function (e) { show(p, e.target.value); });
  show(p, pane(p).querySelector('select').value);
});
document.querySelectorAll('.filters select, .filters input').forEach(function (x) { x.addEventListener('change', filter); });
filter();
if (location.hash.length > 1) select(location.hash.substring(1));
else if (document.querySelector('.finding.state-new')) select(document.querySelector('.finding.state-new').id);  // open on what fails
document.body.setAttribute('data-ready', 'yes');
)JS";

}  // namespace errata::report
