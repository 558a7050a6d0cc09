"""Wire-format helpers the HTTP functions and MCP share, so each rule has one home: the bounded
JSON reader (:mod:`.json_bounded`), the body of an API Gateway event (:mod:`.body`) and the
paging cursor codec (:mod:`.cursor`). Standard library only: importing them costs nothing a
function would notice."""
