#import "TemplateLinkField.h"

@implementation TemplateLinkField

- (void)awakeFromNib {
    [super awakeFromNib];
    self.textColor = NSColor.linkColor;
}

- (void)mouseDown:(NSEvent *)event {
    NSURL *url = [NSURL URLWithString:self.stringValue];
    if (url) {
        [NSWorkspace.sharedWorkspace openURL:url];
    }
}

- (void)resetCursorRects {
    [self addCursorRect:self.bounds cursor:NSCursor.pointingHandCursor];
}

@end
