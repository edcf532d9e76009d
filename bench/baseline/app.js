// The baseline home page (bench/README.md, figure 3), reduced to what decides its speed: fetch
// every approved project, then search, sort and cut the first page in the browser, and render
// those cards.
/* global document, location */

const PAGE = 12;

/** @param {unknown} value */
function escapeHtml(value) {
  return String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** @param {any} p */
function card(p) {
  const progress = p.funding_goal > 0 ? (p.current_funding / p.funding_goal) * 100 : 0;
  const logo = /^(http|\/)/.test(p.logo)
    ? `<img src="${escapeHtml(p.logo)}" alt="" width="48" height="48">`
    : `<span class="logo">${escapeHtml(p.logo)}</span>`;
  return `<article data-testid="project-card">
    ${logo}<h3>${escapeHtml(p.name)} <span class="risk">${escapeHtml(p.risk_score)}</span></h3>
    <p class="desc">${escapeHtml(p.description)}</p>
    <div class="bar"><div style="width:${Math.min(100, progress)}%"></div></div>
    <p>${progress.toFixed(1)}% · ${escapeHtml(p.current_funding)} SOL raised of ${escapeHtml(p.funding_goal)} SOL</p>
    <p>${escapeHtml(p.time_left)} · ${escapeHtml(p.investor_count)} investors · ${escapeHtml(p.upvotes)} upvotes</p>
    <button type="button">♥ ${escapeHtml(p.likes_count)}</button>
    <button type="button">${p.current_funding >= p.funding_goal ? 'Funded ✓' : 'Invest Now'}</button>
  </article>`;
}

async function main() {
  const response = await fetch(
    '/rest/v1/projects?select=*&status=eq.approved&order=created_at.desc',
  );
  /** @type {any[]} */
  const all = await response.json();
  const q = (new URLSearchParams(location.search).get('q') ?? '').toLowerCase();
  const matching = q
    ? all.filter((p) => p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q))
    : all;
  // Trending in the browser: the most liked first.
  const sorted = [...matching].sort((a, b) => b.likes_count - a.likes_count);
  const grid = document.getElementById('grid');
  const status = document.getElementById('status');
  if (!grid || !status) return;
  status.textContent = `${matching.length} projects`;
  grid.innerHTML = sorted.slice(0, PAGE).map(card).join('');
}

main().catch((error) => {
  const status = document.getElementById('status');
  if (status) status.textContent = `Error Loading Projects: ${error}`;
});
