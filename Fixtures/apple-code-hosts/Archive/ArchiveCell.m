#import "ArchiveCell.h"

@implementation ArchiveCell
@end
