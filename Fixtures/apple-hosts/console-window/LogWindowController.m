#import "LogWindowController.h"

@implementation LogWindowController

- (NSString *)windowNibName {
    return @"ConsoleWindow";
}

- (void)appendLine:(NSString *)line isError:(BOOL)isError {
    NSColor *color = isError ? [NSColor systemRedColor] : [NSColor secondaryLabelColor];
    NSDictionary *attributes = @{NSForegroundColorAttributeName: color};
    NSAttributedString *text = [[NSAttributedString alloc] initWithString:line attributes:attributes];
    NSTextStorage *storage = self.logView.textStorage;
    [storage beginEditing];
    [storage appendAttributedString:text];
    [storage endEditing];
}

- (void)windowDidLoad {
    [super windowDidLoad];
    [self reflectDefaults];
}

- (void)reflectDefaults {
    if ([[NSUserDefaults standardUserDefaults] boolForKey:@"LogWindowDark"]) {
        self.window.appearance = [NSAppearance appearanceNamed:NSAppearanceNameVibrantDark];
    } else {
        self.window.appearance = [NSAppearance appearanceNamed:NSAppearanceNameVibrantLight];
    }
}

@end
