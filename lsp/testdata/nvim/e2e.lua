-- Neovim's own LSP client against `mlirfmt lsp` (make conformance):
--   MLIRFMT=bin/mlirfmt MLIR_FILE=copy-of-invalid.mlir MLIR_BYTECODE=bytecode/testdata/basic.mlirbc nvim --headless --clean -u NONE -c 'luafile e2e.lua'
-- Opens an invalid file, checks its diagnostics' lines, jumps from a use to
-- its definition, renames a value (and hovers on it: the server has the
-- renamed text), hovers an op for its documentation, asks the quick fix
-- for a diagnostic, completes a value, an enum case, an attribute name and
-- an op's snippet, asks signature help and inlay hints, shows a bytecode
-- file as text, folds, formats,
-- and quits with status 1 and a FAIL line on the
-- first check that does not hold. Written for Neovim 0.7
-- (Debian 12's) and later.

local bin = assert(os.getenv('MLIRFMT'), 'MLIRFMT is not set')
local file = assert(os.getenv('MLIR_FILE'), 'MLIR_FILE is not set')
local checks = 0

local function fail(msg)
  io.stderr:write('FAIL: neovim lsp: ' .. msg .. '\n')
  io.stderr:flush()
  vim.cmd('cquit 1')
end

local function check(cond, msg)
  if not cond then
    fail(msg)
  end
  checks = checks + 1
end

local function run()
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  -- Snippets in completions, which Neovim 0.7 does not offer by default.
  local caps = vim.lsp.protocol.make_client_capabilities()
  caps.textDocument.completion.completionItem.snippetSupport = true
  local client_id = vim.lsp.start_client({
    name = 'mlirfmt',
    cmd = { bin, 'lsp' },
    capabilities = caps,
    root_dir = vim.fn.fnamemodify(file, ':h'),
  })
  check(client_id ~= nil, 'the server did not start')
  vim.lsp.buf_attach_client(buf, client_id)
  local uri = vim.uri_from_bufnr(buf)

  local function request(method, params)
    local res, err = vim.lsp.buf_request_sync(buf, method, params, 10000)
    check(res ~= nil, method .. ': no answer: ' .. tostring(err))
    local r = res[client_id]
    check(r ~= nil and r.err == nil, method .. ': ' .. vim.inspect(r and r.err))
    return r.result
  end

  local function wait_diagnostics(n, what)
    local ok = vim.wait(20000, function() return #vim.diagnostic.get(buf) == n end, 20)
    check(ok, what .. ': expected ' .. n .. ' diagnostics, got ' .. vim.inspect(vim.diagnostic.get(buf)))
    local diags = vim.diagnostic.get(buf)
    table.sort(diags, function(a, b) return a.lnum < b.lnum end)
    return diags
  end

  -- Diagnostics: every error of every chunk, at its line (0-based).
  local diags = wait_diagnostics(3, 'on open')
  local want = {
    { 10, "type of return operand 0 ('i32') doesn't match function result type ('i64') in function @bad" },
    { 15, "'func.return' op has 2 operands, but enclosing function (@worse) returns 1" },
    { 20, 'expected non-function type' },
  }
  for i, w in ipairs(want) do
    check(diags[i].lnum == w[1], 'diagnostic ' .. i .. ' is on line ' .. diags[i].lnum .. ', not ' .. w[1])
    check(diags[i].message == w[2], 'diagnostic ' .. i .. ': ' .. diags[i].message)
    check(diags[i].severity == vim.diagnostic.severity.ERROR, 'diagnostic ' .. i .. ' is not an error')
  end

  -- Definition: from the use of %sum on line 4 (0-based 3) to its definition.
  local def = request('textDocument/definition', { textDocument = { uri = uri }, position = { line = 3, character = 23 } })
  if def and def[1] then
    def = def[1]
  end
  check(def and def.uri == uri, 'definition: ' .. vim.inspect(def))
  check(def.range.start.line == 2 and def.range.start.character == 2, 'definition at ' .. vim.inspect(def.range))

  -- Rename %sum to %total: the client applies the edit and sends it back.
  local edit = request('textDocument/rename', { textDocument = { uri = uri }, position = { line = 2, character = 3 }, newName = 'total' })
  vim.lsp.util.apply_workspace_edit(edit, 'utf-16')
  local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  check(lines[3] == '  %total = arith.addi %a, %b : i32', 'renamed definition: ' .. lines[3])
  check(lines[4] == '  %twice = arith.addi %total, %total : i32', 'renamed uses: ' .. lines[4])
  -- The server has the renamed text: a hover on the use of %total.
  local hover = request('textDocument/hover', { textDocument = { uri = uri }, position = { line = 3, character = 23 } })
  local value = hover and hover.contents and (hover.contents.value or hover.contents)
  check(type(value) == 'string' and value:find('%total : i32', 1, true) ~= nil, 'hover after the rename: ' .. vim.inspect(hover))

  -- Hover documentation from ODS: an op's (written without its dialect
  -- too), with its operands' constraints.
  local function hover_text(line, character)
    local h = request('textDocument/hover', { textDocument = { uri = uri }, position = { line = line, character = character } })
    local v = h and h.contents and (h.contents.value or h.contents)
    return type(v) == 'string' and v or vim.inspect(h)
  end
  local doc = hover_text(2, 12)
  check(doc:find('**integer addition operation**', 1, true) ~= nil, 'hover on arith.addi: ' .. doc)
  check(doc:find('- `lhs`: signless-integer-like', 1, true) ~= nil, 'hover on arith.addi operands: ' .. doc)
  doc = hover_text(4, 8)
  check(doc:find('func.return', 1, true) ~= nil and doc:find('Function return operation', 1, true) ~= nil, 'hover on return: ' .. doc)

  -- Code action: the expected-error line for the diagnostic on line 11.
  local actions = request('textDocument/codeAction', {
    textDocument = { uri = uri },
    range = { start = { line = 10, character = 0 }, ['end'] = { line = 10, character = 0 } },
    context = { diagnostics = {} },
  })
  local action = actions and actions[1]
  local action_edits = action and action.edit and action.edit.changes and action.edit.changes[uri]
  check(action and action.title == 'Add expected-* diagnostic checks', 'code action: ' .. vim.inspect(actions))
  check(action_edits and #action_edits == 1 and action_edits[1].newText ==
    "  // expected-error @below {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @bad}}\n",
    'code action edit: ' .. vim.inspect(action_edits))

  -- Code action: arith.addi on line 3 (0-based 2) in generic form.
  actions = request('textDocument/codeAction', {
    textDocument = { uri = uri },
    range = { start = { line = 2, character = 0 }, ['end'] = { line = 2, character = 0 } },
    context = { diagnostics = {} },
  })
  local switch
  for _, a in ipairs(actions or {}) do
    if a.title == 'Write arith.addi in generic form' then
      switch = a
    end
  end
  local switch_edits = switch and switch.edit and switch.edit.changes and switch.edit.changes[uri]
  check(switch_edits and #switch_edits == 1 and switch_edits[1].newText:find('%total = "arith.addi"(%a, %b)', 1, true) == 1,
    'generic-form code action: ' .. vim.inspect(actions))

  -- Completion after `%` in @add: its arguments and the values before the cursor.
  local comp = request('textDocument/completion', { textDocument = { uri = uri }, position = { line = 3, character = 23 } })
  local labels = {}
  for _, it in ipairs((comp and (comp.items or comp)) or {}) do
    labels[#labels + 1] = it.label
  end
  table.sort(labels)
  check(table.concat(labels, ' ') == '%a %b %total', 'completion: ' .. vim.inspect(labels))

  -- Completions from the definitions, on a line typed into @add (then
  -- taken out again): an enum's cases, a generic op's inherent
  -- attributes, an op's custom form as a snippet.
  local function complete_typed(typed)
    vim.api.nvim_buf_set_lines(buf, 4, 4, false, { typed })
    local res = request('textDocument/completion', { textDocument = { uri = uri }, position = { line = 4, character = #typed } })
    vim.api.nvim_buf_set_lines(buf, 4, 5, false, {})
    local items = {}
    for _, it in ipairs((res and (res.items or res)) or {}) do
      items[it.label] = it
    end
    return items
  end
  local function keys(t)
    local out = {}
    for k in pairs(t) do
      out[#out + 1] = k
    end
    table.sort(out)
    return table.concat(out, ' ')
  end
  local items = complete_typed('  %c = arith.cmpi ')
  check(keys(items) == 'eq ne sge sgt sle slt uge ugt ule ult', 'completion of cmpi predicates: ' .. keys(items))
  items = complete_typed('  %g = "arith.cmpi"(%a, %b) <{')
  check(keys(items) == 'predicate', 'completion of inherent attributes: ' .. keys(items))
  items = complete_typed('  %m = arith.cmp')
  local cmpi = items['arith.cmpi']
  check(cmpi and cmpi.insertTextFormat == 2 and cmpi.textEdit and
    cmpi.textEdit.newText == 'arith.cmpi ${1:predicate}, ${2:%lhs}, ${3:%rhs} : ${4:type}', 'snippet completion: ' .. vim.inspect(cmpi))
  -- A hand-written syntax's snippet, from its dialect (scf.for).
  items = complete_typed('  scf.fo')
  local sfor = items['scf.for']
  check(sfor and sfor.insertTextFormat == 2 and sfor.textEdit and
    sfor.textEdit.newText == 'scf.for ${1:%iv} = ${2:%lb} to ${3:%ub} step ${4:%step} {\n  $0\n}', 'hand-written snippet completion: ' .. vim.inspect(sfor))
  check(#vim.api.nvim_buf_get_lines(buf, 0, -1, false) == #lines, 'the typed lines are out again')

  -- A bytecode file as text (mlir-lsp-server's mlir/convertFromBytecode,
  -- which the VS Code extension asks when it opens a .mlirbc file).
  local bc = os.getenv('MLIR_BYTECODE')
  check(bc ~= nil, 'MLIR_BYTECODE is not set')
  local conv = request('mlir/convertFromBytecode', { uri = vim.uri_from_fname(bc) })
  check(conv and type(conv.output) == 'string' and conv.output:find('func.func @f(%arg0: i32, %arg1: i32) -> i32 {', 1, true) ~= nil,
    'bytecode as text: ' .. vim.inspect(conv))

  -- Signature help inside arith.addi's operands (line 4, 0-based 3):
  -- its groups, the second active.
  local sig = request('textDocument/signatureHelp', { textDocument = { uri = uri }, position = { line = 3, character = 31 } })
  local s1 = sig and sig.signatures and sig.signatures[1]
  check(s1 and s1.label == 'arith.addi(lhs: signless-integer-like, rhs: signless-integer-like)', 'signature help: ' .. vim.inspect(sig))
  check(sig.activeParameter == 1, 'signature help: active parameter ' .. vim.inspect(sig.activeParameter))

  -- Inlay hints: the operand groups' names of a generic op typed into
  -- @add.
  vim.api.nvim_buf_set_lines(buf, 4, 4, false, {
    '  %g = "arith.subi"(%total, %twice) : (i32, i32) -> i32',
  })
  local hints = request('textDocument/inlayHint', { textDocument = { uri = uri },
    range = { start = { line = 4, character = 0 }, ['end'] = { line = 5, character = 0 } } })
  vim.api.nvim_buf_set_lines(buf, 4, 5, false, {})
  local labels = {}
  for _, h in ipairs(hints or {}) do
    labels[#labels + 1] = h.position.character .. ':' .. (type(h.label) == 'string' and h.label or vim.inspect(h.label))
  end
  check(table.concat(labels, ' ') == '20:lhs: 28:rhs:', 'inlay hints: ' .. vim.inspect(hints))

  -- Folding ranges: @add's body (its `}` left visible) and the second chunk.
  local folds = request('textDocument/foldingRange', { textDocument = { uri = uri } })
  local function has_fold(first, last, kind)
    for _, f in ipairs(folds or {}) do
      if f.startLine == first and f.endLine == last and f.kind == kind then
        return true
      end
    end
    return false
  end
  check(has_fold(1, 4, nil), 'folding: no fold of @add\'s body in ' .. vim.inspect(folds))
  check(has_fold(9, 16, 'region'), 'folding: no fold of the second chunk in ' .. vim.inspect(folds))

  -- Formatting: the formatter's output for the buffer.
  local text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n') .. '\n'
  local expected = vim.fn.system(vim.fn.shellescape(bin) .. ' 2>/dev/null', text)
  check(vim.v.shell_error == 1, 'mlirfmt on the buffer should exit 1 (a chunk does not parse), not ' .. vim.v.shell_error)
  check(expected ~= text, 'the test file should need formatting')
  local edits = request('textDocument/formatting', { textDocument = { uri = uri }, options = { tabSize = 2, insertSpaces = true } })
  vim.lsp.util.apply_text_edits(edits, buf, 'utf-16')
  local formatted = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n') .. '\n'
  check(formatted == expected, 'formatted buffer:\n' .. formatted .. '\nwant:\n' .. expected)

  vim.lsp.stop_client(client_id)
  io.stdout:write('neovim lsp: ' .. checks .. ' passed, 0 failed\n')
  io.stdout:flush()
  vim.cmd('qall!')
end

local ok, err = pcall(run)
if not ok then
  fail(tostring(err))
end
