// Injected at the top of a copy of a design report by ReportInBrowserTest: records console
// errors, then, once the page has loaded, checks its layout and writes the problems found, as
// JSON, into <pre id="browser-check">, which the test reads back from Chromium's --dump-dom.
(function () {
  var errors = [];
  var original = console.error;
  console.error = function () {
    errors.push(Array.prototype.join.call(arguments, ' '));
    return original.apply(console, arguments);
  };
  window.addEventListener('error', function (e) { errors.push('error: ' + (e.message || e.type)); }, true);

  function clipped(el) {
    for (var p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      var s = getComputedStyle(p);
      if (s.overflowX === 'auto' || s.overflowX === 'scroll' || s.overflowX === 'hidden') {
        return true;
      }
    }
    return false;
  }

  function check() {
    var problems = [];
    errors.forEach(function (e) { problems.push('console error: ' + e); });
    document.querySelectorAll('details').forEach(function (d) { d.open = true; });
    var page = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > page + 1) {
      problems.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' px wide in ' + page);
    }
    document.querySelectorAll('body *').forEach(function (el) {
      var r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > page + 1 && !clipped(el)) {
        problems.push('wider than the page: <' + el.tagName.toLowerCase() + ' class="' + el.getAttribute('class')
            + '"> ends at ' + Math.round(r.right) + ' px of ' + page);
      }
    });
    document.querySelectorAll('svg.chart').forEach(function (svg) {
      var drawn = Array.prototype.filter.call(svg.querySelectorAll('rect'), function (r) {
        var b = r.getBoundingClientRect();
        var fill = r.getAttribute('fill');
        return b.width > 0 && b.height > 0 && fill && fill !== 'none' && fill !== '#eef1f5' && fill !== '#f6f8fb';
      });
      // A line chart draws stroked paths instead of filled rectangles.
      var lines = Array.prototype.filter.call(svg.querySelectorAll('path'), function (p) {
        var b = p.getBoundingClientRect();
        var stroke = p.getAttribute('stroke');
        return (b.width > 0 || b.height > 0) && stroke && stroke !== 'none';
      });
      if (drawn.length === 0 && lines.length === 0) {
        problems.push('empty chart: ' + svg.getAttribute('class'));
      }
    });
    var heat = document.querySelector('svg.heatmap');
    if (heat && heat.querySelectorAll('g.cells rect').length !== Number(heat.dataset.cells)) {
      problems.push('heat map draws ' + heat.querySelectorAll('g.cells rect').length + ' of ' + heat.dataset.cells + ' cells');
    }
    if (heat) {
      // Row labels end before the plot and start inside the chart: none is cut or runs over a cell.
      var box = heat.getBoundingClientRect();
      var cell = heat.querySelector('g.cells rect');
      var plotLeft = cell ? cell.getBoundingClientRect().left : box.right;
      heat.querySelectorAll('g.rowlabels text').forEach(function (t, i) {
        var r = t.getBoundingClientRect();
        if (r.left < box.left - 1 || r.right > plotLeft + 1) {
          problems.push('heat-map label ' + i + ' runs out of its gutter: ' + Math.round(r.left) + '..'
              + Math.round(r.right) + ' in ' + Math.round(box.left) + '..' + Math.round(plotLeft));
        }
      });
    }
    var strip = document.querySelector('.anatomy');
    var rows = document.querySelectorAll('#anatomy table.segments tr').length - 1;
    var segs = document.querySelectorAll('.anatomy .seg');
    if (segs.length !== rows) {
      problems.push('anatomy strip shows ' + segs.length + ' segments of ' + rows);
    }
    segs.forEach(function (seg) {
      var r = seg.getBoundingClientRect();
      var box = strip.getBoundingClientRect();
      if (r.width < 20 || r.height < 10 || r.left < box.left - 1 || r.right > box.right + 1 || r.right > page
          || seg.scrollWidth > seg.clientWidth + 1) {
        problems.push('anatomy segment ' + seg.dataset.segment + ' is cut or missing: ' + Math.round(r.left) + '..'
            + Math.round(r.right) + ' in ' + Math.round(box.left) + '..' + Math.round(box.right));
      }
    });
    var bars = document.querySelectorAll('svg.bar[data-share]');
    var max = 0;
    bars.forEach(function (b) { max = Math.max(max, Number(b.dataset.share)); });
    bars.forEach(function (b, i) {
      var track = b.getBoundingClientRect().width;
      var fill = b.querySelector('rect').getBoundingClientRect().width;
      var expected = max === 0 ? 0 : track * Number(b.dataset.share) / max;
      if (track <= 0 || Math.abs(fill - expected) > 1) {
        problems.push('share bar ' + i + ' is ' + fill.toFixed(1) + ' px, its share says ' + expected.toFixed(1)
            + ' of ' + track.toFixed(1));
      }
    });
    var text = document.body.innerText;
    var titles = Array.prototype.map.call(document.querySelectorAll('title'), function (t) { return t.textContent; });
    var bad = (text + '\n' + titles.join('\n')).match(/\b(NaN|null|undefined|Infinity)\b/);
    if (bad) {
      problems.push('text shows ' + bad[0]);
    }
    var out = document.createElement('pre');
    out.id = 'browser-check';
    out.textContent = JSON.stringify({ width: page, height: document.documentElement.scrollHeight,
        segments: segs.length, bars: bars.length, problems: problems });
    document.body.appendChild(out);
  }
  window.addEventListener('load', check);
})();
