//! Chromium's limit on the nesting of parsed markup: a node the parser would insert while
//! more than 512 elements are open (the html element being the first) goes into the
//! current element's parent instead, so deeper markup lies flat (text is not moved). Blink's
//! HTMLConstructionSite counts its stack of open elements; this sink counts each node's
//! depth in the tree it builds, the same number for markup that nests as it is written.

use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use html5ever::interface::{ElementFlags, NodeOrText, QuirksMode, TreeSink};
use html5ever::tendril::StrTendril;
use html5ever::ExpandedName;
use html5ever::{Attribute, QualName};
use markup5ever_rcdom::{Handle, Node, RcDom};

/// Chromium's `kMaximumHTMLParserDOMTreeDepth`.
const MAX_DEPTH: usize = 512;

/// An [`RcDom`] that keeps Chromium's nesting limit.
pub(super) struct DepthLimited {
    dom: RcDom,
    /// The depth of each node put into the tree, by address: the document 0 (it has
    /// none), the fragment's root (the synthetic html element) 1.
    depths: RefCell<HashMap<*const Node, usize>>,
    /// Open elements the real parser has above the fragment's root.
    above: usize,
}

impl DepthLimited {
    pub(super) fn new(above: usize) -> Self {
        DepthLimited {
            dom: RcDom::default(),
            depths: RefCell::new(HashMap::new()),
            above,
        }
    }

    fn depth(&self, node: &Handle) -> usize {
        self.depths
            .borrow()
            .get(&Rc::as_ptr(node))
            .copied()
            .unwrap_or(0)
            + self.above
    }

    fn parent_of(node: &Handle) -> Option<Handle> {
        let weak = node.parent.take();
        let parent = weak.as_ref().and_then(|w| w.upgrade());
        node.parent.set(weak);
        parent
    }

    /// Where `child` goes when the parser puts it into `parent`, and notes its depth.
    /// Text stays where it is put (Blink inserts text by another path, without the limit).
    fn place(&self, parent: &Handle, child: &NodeOrText<Handle>) -> Handle {
        let NodeOrText::AppendNode(node) = child else {
            return parent.clone();
        };
        let mut parent = parent.clone();
        if self.depth(&parent) > MAX_DEPTH {
            if let Some(grand) = Self::parent_of(&parent) {
                parent = grand;
            }
        }
        let depth = self.depth(&parent) + 1 - self.above;
        self.depths.borrow_mut().insert(Rc::as_ptr(node), depth);
        parent
    }
}

impl TreeSink for DepthLimited {
    type Handle = Handle;
    type Output = RcDom;
    type ElemName<'a> = ExpandedName<'a>;

    fn finish(self) -> RcDom {
        self.dom
    }
    fn parse_error(&self, msg: Cow<'static, str>) {
        self.dom.parse_error(msg);
    }
    fn get_document(&self) -> Handle {
        self.dom.get_document()
    }
    fn elem_name<'a>(&'a self, target: &'a Handle) -> ExpandedName<'a> {
        self.dom.elem_name(target)
    }
    fn create_element(&self, name: QualName, attrs: Vec<Attribute>, flags: ElementFlags) -> Handle {
        self.dom.create_element(name, attrs, flags)
    }
    fn create_comment(&self, text: StrTendril) -> Handle {
        self.dom.create_comment(text)
    }
    fn create_pi(&self, target: StrTendril, data: StrTendril) -> Handle {
        self.dom.create_pi(target, data)
    }
    fn append(&self, parent: &Handle, child: NodeOrText<Handle>) {
        let parent = self.place(parent, &child);
        self.dom.append(&parent, child);
    }
    fn append_based_on_parent_node(
        &self,
        element: &Handle,
        prev_element: &Handle,
        child: NodeOrText<Handle>,
    ) {
        match Self::parent_of(element) {
            Some(_) => self.append_before_sibling(element, child),
            None => self.append(prev_element, child),
        }
    }
    fn append_doctype_to_document(
        &self,
        name: StrTendril,
        public_id: StrTendril,
        system_id: StrTendril,
    ) {
        self.dom
            .append_doctype_to_document(name, public_id, system_id);
    }
    fn get_template_contents(&self, target: &Handle) -> Handle {
        self.dom.get_template_contents(target)
    }
    fn same_node(&self, x: &Handle, y: &Handle) -> bool {
        self.dom.same_node(x, y)
    }
    fn set_quirks_mode(&self, mode: QuirksMode) {
        self.dom.set_quirks_mode(mode);
    }
    fn append_before_sibling(&self, sibling: &Handle, new_node: NodeOrText<Handle>) {
        if let (NodeOrText::AppendNode(node), Some(parent)) = (&new_node, Self::parent_of(sibling))
        {
            let depth = self.depth(&parent) + 1 - self.above;
            self.depths.borrow_mut().insert(Rc::as_ptr(node), depth);
        }
        self.dom.append_before_sibling(sibling, new_node);
    }
    fn add_attrs_if_missing(&self, target: &Handle, attrs: Vec<Attribute>) {
        self.dom.add_attrs_if_missing(target, attrs);
    }
    fn remove_from_parent(&self, target: &Handle) {
        self.dom.remove_from_parent(target);
    }
    fn reparent_children(&self, node: &Handle, new_parent: &Handle) {
        let depth = self.depth(new_parent) + 1 - self.above;
        for child in node.children.borrow().iter() {
            self.depths.borrow_mut().insert(Rc::as_ptr(child), depth);
        }
        self.dom.reparent_children(node, new_parent);
    }
    fn mark_script_already_started(&self, node: &Handle) {
        self.dom.mark_script_already_started(node);
    }
    fn pop(&self, node: &Handle) {
        self.dom.pop(node);
    }
    fn is_mathml_annotation_xml_integration_point(&self, handle: &Handle) -> bool {
        self.dom.is_mathml_annotation_xml_integration_point(handle)
    }
}
