//! The engine's half of Tab completion in `evloop repl` (the rest is
//! `evloop_core::repl::complete`): names in the global scope and the properties of a
//! member chain, read without running any of the script's code. Properties are read by
//! their descriptors; a getter on the way stops the completion (unless it is one of the
//! host's own lazy globals, [`Engine::trust_global_getters`]), and so does a proxy,
//! whose traps are script code.

use boa_engine::builtins::object::OrdinaryObject;
use boa_engine::object::builtins::{JsArray, JsProxy};
use boa_engine::property::PropertyKey;
use boa_engine::{js_string, Context, JsObject, JsString, JsValue, Source};
use evloop_core::repl::complete::{Base, MemberPath, Names};
use evloop_core::repl::ReplEngine;

use crate::{Engine, Shared};

/// Node's REPL leaves these out of `Object.prototype`'s names.
const LEGACY: &[&str] = &[
    "__defineGetter__",
    "__defineSetter__",
    "__lookupGetter__",
    "__lookupSetter__",
];

/// How many prototypes Node's REPL lists above an object.
const PROTOTYPES: usize = 5;

impl Engine {
    /// The getters the global object has now (the host's lazily loaded globals, such as
    /// Node's `Buffer`) may run for Tab completion: call once the host is set up, before
    /// any of the user's code.
    pub fn trust_global_getters(&mut self) {
        let global = self.context.global_object();
        let Ok(keys) = global.own_property_keys(&mut self.context) else {
            return;
        };
        let mut trusted = Vec::new();
        for key in keys {
            if let Some(Property::Getter(g)) = own_property(&global, &key, &mut self.context) {
                trusted.push(g);
            }
        }
        *self.shared.trusted_getters.borrow_mut() = trusted;
    }
}

impl ReplEngine for Engine {
    fn take_interrupt(&mut self) -> bool {
        Engine::take_interrupt(self)
    }
}

impl Names for Engine {
    fn global_names(&mut self) -> Vec<Vec<String>> {
        let context = &mut self.context;
        let mut groups = vec![lexical_names(&self.shared, context)];
        let global = context.global_object();
        let mut chain = Vec::new();
        let mut p = global.prototype();
        while let Some(o) = p {
            if JsProxy::from_object(o.clone()).is_ok() {
                break;
            }
            chain.push(names(&o, context));
            p = o.prototype();
        }
        groups.extend(chain);
        groups.push(names(&global, context));
        groups
    }

    fn member_names(&mut self, path: &MemberPath) -> Option<Vec<Vec<String>>> {
        let context = &mut self.context;
        let mut value = match &path.base {
            Base::Name(name) => global_value(&self.shared, name, context)?,
            Base::Array => JsArray::new(context).ok()?.into(),
            Base::String => JsValue::from(js_string!()),
        };
        for key in &path.keys {
            value = member(&self.shared, &value, key, context)?;
        }
        let (mut groups, mut p) = match value.as_object() {
            Some(o) => {
                if JsProxy::from_object(o.clone()).is_ok() {
                    return None;
                }
                (vec![names(&o, context)], o.prototype())
            }
            None => (Vec::new(), Some(primitive_prototype(&value, context)?)),
        };
        let mut left = PROTOTYPES;
        while let Some(o) = p {
            if left == 0 || JsProxy::from_object(o.clone()).is_ok() {
                break;
            }
            groups.push(names(&o, context));
            p = o.prototype();
            left -= 1;
        }
        Some(groups)
    }
}

enum Property {
    Value(JsValue),
    Getter(JsObject),
    /// An accessor without a getter.
    Unreadable,
}

/// An own property of `o` (not a proxy), by its descriptor: no getter runs.
fn own_property(o: &JsObject, key: &PropertyKey, context: &mut Context) -> Option<Property> {
    let key: JsValue = match key {
        PropertyKey::String(s) => s.clone().into(),
        PropertyKey::Symbol(s) => s.clone().into(),
        PropertyKey::Index(i) => JsValue::from(i.get()),
    };
    let desc = OrdinaryObject::get_own_property_descriptor(
        &JsValue::undefined(),
        &[o.clone().into(), key],
        context,
    )
    .ok()?;
    // The descriptor is a fresh plain object whose fields are its own data properties.
    let desc = desc.as_object()?;
    if desc.has_own_property(js_string!("get"), context).ok()? {
        return Some(
            match desc.get(js_string!("get"), context).ok()?.as_object() {
                Some(g) => Property::Getter(g),
                None => Property::Unreadable,
            },
        );
    }
    desc.get(js_string!("value"), context)
        .ok()
        .map(Property::Value)
}

/// `value[key]`, if it can be read without running the script's code.
fn member(shared: &Shared, value: &JsValue, key: &str, context: &mut Context) -> Option<JsValue> {
    let mut current = match value.as_object() {
        Some(o) => Some(o),
        None => Some(primitive_prototype(value, context)?),
    };
    let key = PropertyKey::from(JsString::from(key));
    while let Some(o) = current {
        if JsProxy::from_object(o.clone()).is_ok() {
            return None;
        }
        match own_property(&o, &key, context) {
            Some(Property::Value(v)) => return Some(v),
            Some(Property::Getter(g)) => {
                let trusted = shared
                    .trusted_getters
                    .borrow()
                    .iter()
                    .any(|t| JsObject::equals(t, &g));
                return if trusted {
                    g.call(value, &[], context).ok()
                } else {
                    None
                };
            }
            Some(Property::Unreadable) => return None,
            None => current = o.prototype(),
        }
    }
    Some(JsValue::undefined())
}

/// A name of the global scope: a property of the global object, or a `let`, `const` or
/// `class` binding (read by evaluating the bare name, which runs nothing).
fn global_value(shared: &Shared, name: &str, context: &mut Context) -> Option<JsValue> {
    let global = context.global_object();
    if context
        .realm()
        .scope()
        .has_lex_binding(&JsString::from(name))
    {
        let script = boa_engine::Script::parse(Source::from_bytes(name), None, context).ok()?;
        return script.evaluate(context).ok();
    }
    let value = member(shared, &global.into(), name, context)?;
    (!value.is_undefined()).then_some(value)
}

/// Where a primitive's properties come from (`null` and `undefined` have none).
fn primitive_prototype(value: &JsValue, context: &mut Context) -> Option<JsObject> {
    let c = context.intrinsics().constructors();
    Some(if value.is_string() {
        c.string().prototype()
    } else if value.is_number() {
        c.number().prototype()
    } else if value.is_boolean() {
        c.boolean().prototype()
    } else if value.is_bigint() {
        c.bigint().prototype()
    } else if value.is_symbol() {
        c.symbol().prototype()
    } else {
        return None;
    })
}

/// `o`'s own property names that are identifiers, as Node's REPL lists them (no symbols,
/// no indices; `Object.prototype` without its legacy accessor methods).
fn names(o: &JsObject, context: &mut Context) -> Vec<String> {
    let Ok(keys) = o.own_property_keys(context) else {
        return Vec::new();
    };
    let object_prototype = context.intrinsics().constructors().object().prototype();
    let legacy = JsObject::equals(o, &object_prototype);
    keys.into_iter()
        .filter_map(|k| match k {
            PropertyKey::String(s) => Some(s.to_std_string_escaped()),
            _ => None,
        })
        .filter(|name| is_identifier(name) && !(legacy && LEGACY.contains(&name.as_str())))
        .collect()
}

fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c == '_' || c == '$' || c.is_alphabetic())
        && chars.all(|c| {
            c == '_' || c == '$' || c.is_alphanumeric() || matches!(c, '\u{200c}' | '\u{200d}')
        })
}

/// The global scope's `let`, `const` and `class` names: the identifiers of the scripts
/// run so far that the global scope holds as lexical bindings.
fn lexical_names(shared: &Shared, context: &mut Context) -> Vec<String> {
    let files = shared.files.borrow();
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for path in shared.scripts.borrow().iter() {
        let Some(source) = files.get(path) else {
            continue;
        };
        for word in source
            .text
            .split(|c: char| !(c == '_' || c == '$' || c.is_alphanumeric()))
        {
            if is_identifier(word)
                && seen.insert(word)
                && context
                    .realm()
                    .scope()
                    .has_lex_binding(&JsString::from(word))
            {
                out.push(word.to_string());
            }
        }
    }
    out
}
