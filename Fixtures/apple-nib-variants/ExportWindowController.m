#import "ExportWindowController.h"

@implementation ExportWindowController

// One nib for every language: ExportWindow-RTL.xib is left in the project but never loaded.
- (instancetype)init {
    self = [super initWithWindowNibName:@"ExportWindow"];
    return self;
}

@end
