import { describe, expect, it } from 'vitest'

import { liveChatScriptProblem, liveChatScriptToLoad } from './liveChat'

const ALLOWED = ['https://embed.chat.example', 'https://widget.example:8443']

describe('liveChatScriptToLoad (whether the site layout renders the widget)', () => {
  it('loads an enabled script from an allowed origin', () => {
    expect(liveChatScriptToLoad({ enabled: true, script_url: 'https://embed.chat.example/w/123.js' }, ALLOWED)).toBe(
      'https://embed.chat.example/w/123.js',
    )
    expect(liveChatScriptToLoad({ enabled: true, script_url: 'https://widget.example:8443/chat.js' }, ALLOWED)).toBe(
      'https://widget.example:8443/chat.js',
    )
  })

  it('loads nothing when the widget is switched off or has no address', () => {
    expect(liveChatScriptToLoad({ enabled: false, script_url: 'https://embed.chat.example/w/123.js' }, ALLOWED)).toBeUndefined()
    expect(liveChatScriptToLoad({ enabled: true, script_url: '' }, ALLOWED)).toBeUndefined()
  })

  it.each([
    'https://evil.example/chat.js',
    'https://embed.chat.example.evil.example/chat.js',
    'https://evil.example/?https://embed.chat.example/',
    'http://embed.chat.example/w/123.js',
    'https://widget.example/chat.js',
    'https://user:pw@embed.chat.example/w/123.js',
    '//embed.chat.example/w/123.js',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    'not a url',
  ])('never loads %s, even when it is stored', (scriptUrl) => {
    expect(liveChatScriptToLoad({ enabled: true, script_url: scriptUrl }, ALLOWED)).toBeUndefined()
  })

  it('loads nothing at all when no origin is allowed', () => {
    expect(liveChatScriptToLoad({ enabled: true, script_url: 'https://embed.chat.example/w/123.js' }, [])).toBeUndefined()
  })
})

describe('liveChatScriptProblem (the message staff see)', () => {
  it('names the allowed origins', () => {
    expect(liveChatScriptProblem('https://evil.example/chat.js', ALLOWED)).toBe(
      'The widget script must be an https address on one of the allowed origins: https://embed.chat.example, https://widget.example:8443.',
    )
  })

  it('says when none are configured', () => {
    expect(liveChatScriptProblem('https://embed.chat.example/w/123.js', [])).toMatch(/No live-chat script origins are configured/)
  })

  it('accepts an address on an allowed origin', () => {
    expect(liveChatScriptProblem('https://embed.chat.example/w/123.js', ALLOWED)).toBeUndefined()
  })
})
