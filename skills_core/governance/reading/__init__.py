"""The text as the scanner's rules read it: lines, fences and headings (``scan_text.Doc``),
sentences of prose, context (cited, quoted, forbidden or defended), trigger-word indexes, and
the other readings of a text (frontmatter as parsed, short base64, look-alike letters)."""
