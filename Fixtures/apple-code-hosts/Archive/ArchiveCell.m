#import "ArchiveCell.h"

NSString *const kArchiveCellNibName = @"ArchiveCell";

@implementation ArchiveCell
@end
