//! `@html` markup and `innerHTML`: parsed by html5ever (the HTML Standard's tokenizer and
//! tree builder, fragment mode with a context element), handed to the DOM in JavaScript
//! as plain nested lists.

mod depth;

use html5ever::tendril::TendrilSink;
use html5ever::{local_name, ns, parse_fragment, ParseOpts, QualName};
use markup5ever_rcdom::{Handle, NodeData};

use evloop_engine::Val;

/// Parses `markup` as the children of an element named `context` (`body` for a page's
/// markup) and returns the nodes as lists: `["#text", data]`, `["#comment", data]`, or
/// `[localName, [[name, value], ...], [children...]]`. `depth_above`: how many open
/// elements Chromium's parser has above the fragment's root (1 for a page's body markup,
/// which it parses inside `<html><body>`; 0 for `innerHTML`), for its nesting limit.
pub fn parse_fragment_nodes(markup: &str, context: &str, depth_above: usize) -> Val {
    let context = if context.is_empty() { "body" } else { context };
    let name = QualName::new(
        None,
        ns!(html),
        context.to_ascii_lowercase().as_str().into(),
    );
    let dom = parse_fragment(
        depth::DepthLimited::new(depth_above),
        ParseOpts::default(),
        name,
        Vec::new(),
        false,
    )
    .one(markup);
    // The fragment's nodes are the children of the synthetic `html` root element.
    let document = dom.document;
    let children = document.children.borrow();
    let root = children.iter().find(
        |n| matches!(&n.data, NodeData::Element { name, .. } if name.local == local_name!("html")),
    );
    match root {
        Some(root) => Val::List(root.children.borrow().iter().filter_map(node).collect()),
        None => Val::List(Vec::new()),
    }
}

fn node(handle: &Handle) -> Option<Val> {
    match &handle.data {
        NodeData::Text { contents } => Some(Val::List(vec![
            Val::Str("#text".into()),
            Val::Str(contents.borrow().to_string()),
        ])),
        NodeData::Comment { contents } => Some(Val::List(vec![
            Val::Str("#comment".into()),
            Val::Str(contents.to_string()),
        ])),
        NodeData::Element {
            name,
            attrs,
            template_contents,
            ..
        } => {
            let attrs = attrs
                .borrow()
                .iter()
                .map(|a| {
                    let attr_name = match &a.name.prefix {
                        Some(prefix) => format!("{prefix}:{}", a.name.local),
                        None => a.name.local.to_string(),
                    };
                    Val::List(vec![Val::Str(attr_name), Val::Str(a.value.to_string())])
                })
                .collect();
            // A template's children are its template contents (a fragment the tree
            // builder keeps apart); the DOM puts them in `content`.
            let children = match template_contents.borrow().as_ref() {
                Some(contents) => contents.children.borrow().iter().filter_map(node).collect(),
                None => handle.children.borrow().iter().filter_map(node).collect(),
            };
            Some(Val::List(vec![
                Val::Str(name.local.to_string()),
                Val::List(attrs),
                Val::List(children),
            ]))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: &str) -> Val {
        Val::Str(v.into())
    }

    #[test]
    fn parses_nested_elements_attributes_and_text() {
        let v = parse_fragment_nodes(
            r#"<div class="outer"><p id=x>hi &amp; bye</p></div>"#,
            "body",
            0,
        );
        let expected = Val::List(vec![Val::List(vec![
            s("div"),
            Val::List(vec![Val::List(vec![s("class"), s("outer")])]),
            Val::List(vec![Val::List(vec![
                s("p"),
                Val::List(vec![Val::List(vec![s("id"), s("x")])]),
                Val::List(vec![Val::List(vec![s("#text"), s("hi & bye")])]),
            ])]),
        ])]);
        assert_eq!(v, expected);
    }

    #[test]
    fn repairs_markup_like_a_browser() {
        // An unclosed <p> is closed by the next <p>; a stray </span> is dropped.
        let v = parse_fragment_nodes("<p>a<p>b</span><!--c-->", "body", 0);
        let Val::List(nodes) = v else { panic!() };
        assert_eq!(nodes.len(), 2);
        let Val::List(second) = &nodes[1] else {
            panic!()
        };
        let Val::List(children) = &second[2] else {
            panic!()
        };
        assert_eq!(children.len(), 2, "text and comment inside the second <p>");
    }

    #[test]
    fn template_contents_are_its_children() {
        let v = parse_fragment_nodes("<template><p>x</p></template>", "body", 0);
        let Val::List(nodes) = v else { panic!() };
        let Val::List(template) = &nodes[0] else {
            panic!()
        };
        assert_eq!(template[0], s("template"));
        assert!(matches!(&template[2], Val::List(c) if c.len() == 1));
    }

    /// The depth of the first-child chain below the fragment's nodes.
    fn depth(v: &Val) -> usize {
        let Val::List(nodes) = v else { return 0 };
        match nodes.first() {
            Some(Val::List(e)) if e.len() == 3 => 1 + depth(&e[2]),
            _ => 0,
        }
    }

    #[test]
    fn nesting_stops_at_chromiums_limit() {
        // Chromium puts a node into the parent of the current element when more than 512
        // elements are open: 514 nested divs as innerHTML keep 512 levels (d510 holds d511
        // and d512, the html root being the first open element, as WebKit's and Blink's
        // test of it has); a page's body markup (inside <html><body>) one fewer.
        let markup = "<div>".repeat(514);
        assert_eq!(depth(&parse_fragment_nodes(&markup, "body", 0)), 512);
        assert_eq!(depth(&parse_fragment_nodes(&markup, "body", 1)), 511);
        // Deeper markup lies flat past the limit (no deep recursion after the parse).
        let deep = format!("{}x{}", "<div>".repeat(5_000), "</div>".repeat(5_000));
        let v = parse_fragment_nodes(&deep, "body", 1);
        assert_eq!(depth(&v), 511);
    }

    #[test]
    fn table_context_parses_rows() {
        let v = parse_fragment_nodes("<tr><td>1</td></tr>", "tbody", 0);
        let Val::List(nodes) = v else { panic!() };
        assert!(matches!(&nodes[0], Val::List(e) if e[0] == s("tr")));
    }
}
