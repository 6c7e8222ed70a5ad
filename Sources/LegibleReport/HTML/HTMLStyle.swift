/// The report's only style sheet, inlined in `<style>`: no web fonts, no images, no script.
///
/// The page follows the reader's `prefers-color-scheme` (custom properties swapped in one media query); the
/// samples and swatches carry their real colors in `style` attributes, so they look the same in both page styles.
/// Badges are text first (AAA / AA / AA large / fail) and color second, so the grid reads in grayscale and for
/// every color vision deficiency this page is about.
enum HTMLStyle {
    static let css = """
        :root{color-scheme:light dark;--fg:#1d1d1f;--muted:#5c5c66;--bg:#ffffff;--panel:#f4f4f7;--line:#d2d2d8;--link:#0a58ca;\
        --pass:#0b6b2f;--pass-bg:#dff3e5;--warn:#7a4d00;--warn-bg:#fdf0d5;--fail:#a3121f;--fail-bg:#fde2e4;--mark:#fff3b0}
        @media (prefers-color-scheme:dark){:root{--fg:#ececf1;--muted:#a4a4b0;--bg:#17171a;--panel:#222227;--line:#3d3d45;\
        --link:#8ab4ff;--pass:#7ee2a0;--pass-bg:#123520;--warn:#ffd27a;--warn-bg:#3a2a08;--fail:#ff9aa2;--fail-bg:#44141a;--mark:#4a4210}}
        *{box-sizing:border-box}
        body{margin:0;padding:0 1.5rem 3rem;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
        header{padding:1.25rem 0 .5rem;border-bottom:1px solid var(--line)}
        h1{font-size:1.6rem;margin:0 0 .25rem}h2{font-size:1.3rem;margin:2.5rem 0 .5rem;padding-top:.5rem;border-top:2px solid var(--line)}main>section:first-child h2{border-top:0;margin-top:1rem}
        h3{font-size:1.05rem;margin:1.5rem 0 .4rem}p{margin:.4rem 0}
        a{color:var(--link)}nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;padding:0;margin:.5rem 0}
        code,.src{font:12px/1.3 ui-monospace,"SF Mono",Menlo,Consolas,monospace}.src,.muted{color:var(--muted)}
        table{border-collapse:collapse;margin:.4rem 0 1rem;font-size:13px}caption{text-align:left;padding:.2rem 0}
        th,td{border:1px solid var(--line);padding:.25rem .45rem;text-align:left;vertical-align:middle}
        thead th{background:var(--panel);position:sticky;top:0}th[scope=row]{font-weight:500;background:var(--panel)}
        .num{text-align:right;font-variant-numeric:tabular-nums}.wrap{overflow-x:auto}
        .s{display:inline-block;min-width:2.2em;padding:.1em .35em;border:1px solid var(--line);border-radius:4px;\
        font-weight:600;font-size:15px;text-align:center;text-decoration:none}
        .sw{display:inline-block;width:1.6em;height:1.2em;border:1px solid var(--line);border-radius:3px;vertical-align:middle}
        .b{display:inline-block;padding:0 .35em;border-radius:3px;font-size:11px;font-weight:700;white-space:nowrap}
        .b-aaa,.b-aa,.ok{background:var(--pass-bg);color:var(--pass)}.b-aal,.warn{background:var(--warn-bg);color:var(--warn)}
        .b-fail,.fail{background:var(--fail-bg);color:var(--fail)}.base{background:var(--panel);color:var(--muted)}
        .ok,.warn,.fail,.base{font-weight:700;padding:0 .3em;border-radius:3px;font-size:12px}
        .g td{white-space:nowrap}.g thead th{max-width:10rem;overflow-wrap:anywhere}.counts td.num,td.nw{white-space:nowrap}code{white-space:nowrap}td.src,span.src{overflow-wrap:anywhere}.g td.none{background:var(--panel)}td.x{outline:2px solid var(--fail);outline-offset:-2px}
        .r{font-variant-numeric:tabular-nums;margin:0 .25em}.v{color:var(--fail);font-weight:700}
        tr.collapse td,td.collapse{background:var(--mark)}.cvd td{text-align:center;min-width:4.5rem}.cvd td a{color:inherit;text-decoration:none;font-weight:700}
        .finding{border:1px solid var(--line);border-radius:6px;padding:.5rem .75rem;margin:.6rem 0}
        .pair{border:1px solid var(--line);border-radius:6px;padding:.5rem .75rem;margin:.6rem 0}.pair h4{margin:.1rem 0 .2rem;font-size:1rem}
        .sims{display:grid;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:.75rem}.sim-head{margin:.2rem 0}
        .sim{margin:0 0 .4rem}.sim-sample{border:1px solid var(--line);border-radius:4px;padding:.35rem .5rem;display:flex;flex-wrap:wrap;gap:.2rem .8rem;align-items:baseline}
        .sim-sample .body{font-size:16px}.sim-sample .large{font-size:24px;font-weight:600}.sim-label{font-size:12px;color:var(--muted);margin-top:.15rem}
        h3.verdict .muted{font-weight:400;font-size:.85rem}
        .finding h3{margin:.1rem 0 .35rem;font-size:1rem}.after{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center}
        .counts td,.counts th{text-align:right}.counts th:first-child,.counts td:first-child{text-align:left}
        :target{outline:3px solid var(--link);outline-offset:2px}
        footer{margin-top:3rem;color:var(--muted);font-size:12px}
        """
}
