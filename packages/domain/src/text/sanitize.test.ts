import { describe, expect, it } from "vitest";
import { isRichTextEmpty, richTextToPlainText, sanitizeRichText } from "./sanitize";

describe("sanitizeRichText", () => {
  it.each([
    ["<p>本文</p>", "<p>本文</p>"],
    ["<p>a<script>alert(1)</script>b</p>", "<p>ab</p>"],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="java&#x09;script:alert(1)">x</a>', "<a>x</a>"],
    [
      '<a href="https://example.com" target="_blank">x</a>',
      '<a href="https://example.com" target="_blank">x</a>',
    ],
    ['<a href="http://example.com">x</a>', '<a href="http://example.com">x</a>'],
    ['<a href="mailto:a@example.com">x</a>', '<a href="mailto:a@example.com">x</a>'],
    ['<a href="tel:0312345678">x</a>', '<a href="tel:0312345678">x</a>'],
    ['<a href="ftp://example.com">x</a>', "<a>x</a>"],
    ['<a href="//evil.example">x</a>', "<a>x</a>"],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', "<a>x</a>"], // data: only for images
    [
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="" />',
    ],
    ['<img src="javascript:alert(1)">', "<img />"],
    // Inline images are raster pictures: an SVG carries scripts, other data: types are no picture.
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', "<img />"],
    ['<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', "<img />"],
    ['<img src="DATA:IMAGE/SVG+XML,x">', "<img />"],
    ['<img src=" data:image/svg+xml,x">', "<img />"],
    ['<img src="&#100;ata:image/svg+xml,x">', "<img />"],
    ['<img src="data:text/html,<script>alert(1)</script>">', "<img />"],
    ['<img src="data:image/pngx,abc">', "<img />"],
    [
      '<img src="data:image/jpeg;base64,/9j/4AAQ" alt="写真">',
      '<img src="data:image/jpeg;base64,/9j/4AAQ" alt="写真" />',
    ],
    ['<img src="data:image/gif;base64,R0lGOD">', '<img src="data:image/gif;base64,R0lGOD" />'],
    ['<iframe src="https://evil.example"></iframe>', ""],
    ["<style>p{color:red}</style><p>x</p>", "<p>x</p>"],
    ['<form action="/x"><input name="a"></form>', ""],
    ['<svg onload="alert(1)"></svg>', ""],
    [
      "<h1>見出し</h1><ul><li>項目</li></ul><table><tr><td>1</td></tr></table>",
      "<h1>見出し</h1><ul><li>項目</li></ul><table><tr><td>1</td></tr></table>",
    ],
  ])("%j → %j", (input, expected) => expect(sanitizeRichText(input)).toBe(expected));

  it.each([
    ['<span style="color: #ff0000">x</span>', '<span style="color:#ff0000">x</span>'],
    ['<span style="color: #F00">x</span>', '<span style="color:#F00">x</span>'],
    [
      '<span style="background-color: rgb(255, 0, 0)">x</span>',
      '<span style="background-color:rgb(255, 0, 0)">x</span>',
    ],
    [
      '<span style="color: #ff0000; background-color: #00ff00">x</span>',
      '<span style="color:#ff0000;background-color:#00ff00">x</span>',
    ],
    ['<span style="color: red">x</span>', "<span>x</span>"], // named colours are not hex or rgb()
    ['<span style="color: rgba(0,0,0,0.5)">x</span>', "<span>x</span>"],
    ['<span style="font-size: 40px">x</span>', "<span>x</span>"],
    ['<p style="position: fixed; top: 0">x</p>', "<p>x</p>"],
    ['<span style="background-color: url(javascript:alert(1))">x</span>', "<span>x</span>"],
    ['<span style="color: expression(alert(1))">x</span>', "<span>x</span>"],
    ['<span style="color: #ff0000; width: 100px">x</span>', '<span style="color:#ff0000">x</span>'],
  ])("styles: %j → %j", (input, expected) => expect(sanitizeRichText(input)).toBe(expected));

  it("drops class and id attributes", () => {
    expect(sanitizeRichText('<p class="a" id="b">x</p>')).toBe("<p>x</p>");
  });
});

describe("isRichTextEmpty", () => {
  it.each([
    ["", true],
    [null, true],
    [undefined, true],
    ["<p></p>", true],
    ["<p><br></p>", true],
    ["<p>&nbsp;</p>", true],
    ["<p>&nbsp;\u3000 </p><div>\n</div>", true],
    ['<p><img src="https://example.com/a.png"></p>', true], // spec: the check strips tags
    ["<script>alert(1)</script>", true],
    ["<p>あ</p>", false],
    ["<p>&amp;</p>", false],
    ["0", false],
  ])("%j → %s", (html, expected) => expect(isRichTextEmpty(html)).toBe(expected));

  it("extracts plain text", () => {
    expect(richTextToPlainText("<p>A &amp; B &lt;C&gt;</p>")).toBe("A & B <C>");
    expect(richTextToPlainText("<p>&amp;lt;</p>")).toBe("&lt;"); // decoded once, not twice
  });
});
